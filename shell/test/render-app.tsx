import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation } from '@rdj/router';
import { AdminApp } from '../src/admin/app';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * The admin's app, the one client-side app (docs/pages.md#islands), at `path`: in StrictMode as in the browser, the
 * admin remote through (stubbed) federation, with a probe showing the current location.
 */
export function renderApp(path: string, App = AdminApp) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <LocationProbe />
      </MemoryRouter>
    </StrictMode>,
  );
}
