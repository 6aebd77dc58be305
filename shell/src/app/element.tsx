import { newsletterWasClosed } from '@rdj/shared';
import { StrictMode } from 'react';
import { BrowserRouter } from '@rdj/router';
import { formStateInPage } from '../features/forms/form-state';
import { federatedRemotes } from '../features/remotes/remote-registry';
import { App } from './app';

/** The whole app as the browser runs it: the router at the address bar, remotes through federation. */
export function appElement(doc: Document) {
  return (
    <StrictMode>
      <BrowserRouter>
        <App remotes={federatedRemotes(doc)} form={formStateInPage(doc)} newsletterClosed={newsletterWasClosed(doc.cookie)} />
      </BrowserRouter>
    </StrictMode>
  );
}
