/**
 * The app: evaluated and hydrated once the page has loaded (main.tsx). Public pages arrive rendered by the edge and
 * are hydrated; private (admin) pages arrive empty and render here.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@rdj/router';
import { App } from './app/app';
import { formStateInPage } from './features/forms/form-state';
import { federatedRemotes } from './features/remotes/remote-registry';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App remotes={federatedRemotes()} form={formStateInPage(document)} />
    </BrowserRouter>
  </StrictMode>
);

// Hydrating in a transition lets React hydrate in slices and yield to the browser between them (a plain hydrateRoot
// holds the main thread for the whole tree: docs/pages.md, speed). The page works meanwhile: it is HTML first.
if (root.firstChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
