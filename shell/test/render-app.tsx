import type { FormState } from '@rdj/shared';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation } from '@rdj/router';
import { App } from '../src/app/app';
import { federatedRemotes } from '../src/features/remotes/remote-registry';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The whole shell at `path`, in StrictMode as in the browser, with a probe showing the current location. */
export function renderApp(path: string, AppComponent = App, form: FormState | null = null) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <AppComponent remotes={federatedRemotes()} form={form} />
        <LocationProbe />
      </MemoryRouter>
    </StrictMode>,
  );
}

/** The whole shell at `path` as the edge renders a form's page: with the form state it passes (docs/pages.md, forms). */
export function renderAppWithForm(path: string, form: FormState | null) {
  return renderApp(path, App, form);
}
