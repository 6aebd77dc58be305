import { newsletterWasClosed } from '@rdj/shared';
import { StrictMode } from 'react';
import { BrowserRouter } from '@rdj/router';
import { federatedRemotes } from '../features/remotes/remote-registry';
import { App } from './app';

/**
 * The admin's app as the browser runs it (docs/pages.md#islands): the router at the address bar, the admin remote
 * through federation. Its pages hold no form the edge answered, so there is no form state to read from the page.
 */
export function appElement(doc: Document) {
  return (
    <StrictMode>
      <BrowserRouter>
        <App remotes={federatedRemotes()} newsletterClosed={newsletterWasClosed(doc.cookie)} />
      </BrowserRouter>
    </StrictMode>
  );
}
