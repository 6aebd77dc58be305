import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '@rdj/router';
import { Layout } from './app/layout';
import { EdgePages } from './edge/edge-pages';
import { FormStateContext } from './features/forms/form-state';
import type { ShellRender } from './server-api';

/**
 * The shell's HTML for `location` (a path and its query: the layout and the shell's own pages), rendered at the edge.
 * The browser runs none of it but its islands (docs/pages.md#islands), so every control in it is a link or a form the
 * edge answers. A remote's page holds the slot (`outcome` 'rendered') or the Retry message ('failed'); `form` is the
 * state of a shell form rendered again (what was typed, the messages); `newsletterClosed` leaves the newsletter bar
 * out, for a visitor whose cookie says they closed it.
 */
export function renderShell(location: string, { outcome, form = null, newsletterClosed }: ShellRender): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={location}>
        <FormStateContext value={form}>
          <Layout newsletterClosed={newsletterClosed}>
            <EdgePages outcome={outcome} />
          </Layout>
        </FormStateContext>
      </StaticRouter>
    </StrictMode>,
  );
}
