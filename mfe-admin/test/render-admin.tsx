import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@rdj/router';
import AdminRoutes from '../src/routes';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Renders the admin route table at `path`, as the shell would, with the current path in `data-testid="location"`. */
export function renderAdminAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}
