/**
 * The app: evaluated and hydrated once the page has loaded (main.tsx). Public pages arrive rendered by the edge and
 * are hydrated; private (admin) pages arrive empty and render here.
 *
 * docs/pages.md, speed: the work comes in pieces with the browser free between them, so none of it holds the main
 * thread long: React DOM is evaluated, then the app's own code, then the page hydrates in a transition, which lets
 * React hydrate in slices and yield between them. The page works meanwhile: it is HTML first.
 */
import { startTransition } from 'react';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

const { createRoot, hydrateRoot } = await import('react-dom/client');
await nextTask();
const { appElement } = await import('./app/element');
await nextTask();
const app = appElement(document);

if (root.firstChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
