import { remoteSlotTag, type FormState } from '@rdj/shared';
import { createElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '@rdj/router';
import { App } from './app/app';
import type { RemoteLoader } from './features/remotes/remote-loader';
import type { RemoteOutcome } from './server-api';

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
  };
}

/**
 * The shell's HTML for `path` (layout and the shell's own pages), rendered at the edge from the components the
 * browser hydrates. A remote's page holds the slot (`outcome` 'rendered') or the Retry message ('failed'); `form`
 * is the state of a shell form rendered again (the page carries it too, for hydration).
 */
export function renderShell(path: string, outcome: RemoteOutcome, form: FormState | null = null): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <App remotes={edgeRemotes(outcome)} form={form} />
      </StaticRouter>
    </StrictMode>,
  );
}
