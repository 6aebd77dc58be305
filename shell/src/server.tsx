import { remoteSlotTag } from '@rdj/shared';
import { createElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '@rdj/router';
import { App } from './app/app';
import type { RemoteLoader } from './features/remotes/remote-loader';
import type { RemoteOutcome, ShellRender } from './server-api';

/** At the edge a remote's pages are a slot that the gateway fills with the HTML the remote's worker rendered. */
function RemoteSlot() {
  return createElement(remoteSlotTag);
}

function edgeRemotes(outcome: RemoteOutcome): RemoteLoader {
  const entry = { attempt: 0, Component: RemoteSlot };
  return {
    entry: () => entry,
    retry: () => entry,
    failedAtLoad: () => outcome === 'failed',
    rendersHere: () => true,
  };
}

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
        <App remotes={edgeRemotes(outcome)} form={form} newsletterClosed={newsletterClosed} />
      </StaticRouter>
    </StrictMode>,
  );
}
