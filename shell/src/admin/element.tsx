import { newsletterWasClosed } from '@rdj/shared';
import { StrictMode } from 'react';
import { BrowserRouter } from '@rdj/router';
import { AdminApp } from './app';

/** The admin's app as the browser runs it (docs/pages.md#islands): the router at the address bar. */
export function adminElement(doc: Document) {
  return (
    <StrictMode>
      <BrowserRouter>
        <AdminApp newsletterClosed={newsletterWasClosed(doc.cookie)} />
      </BrowserRouter>
    </StrictMode>
  );
}
