import '../../shared/styles/base.css';
import './shell.css';
import { StrictMode } from 'react';
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

// Public pages arrive rendered by the edge and are hydrated; private (admin) pages arrive empty and render here.
if (root.firstChild) hydrateRoot(root, app);
else createRoot(root).render(app);
