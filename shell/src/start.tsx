/**
 * The admin, the one client-side app (docs/pages.md#islands): its pages arrive empty from the edge and render here,
 * once the page has loaded (main.tsx). React DOM is evaluated, then the app's own code, each in a task of its own.
 */
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

const { createRoot } = await import('react-dom/client');
await nextTask();
const { appElement } = await import('./app/element');
await nextTask();
createRoot(root).render(appElement(document));

export {};
