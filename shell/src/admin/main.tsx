// The stylesheets stay in the entry, so the built admin page links them (and the edge inlines them).
import '../../../shared/styles/base.css';
import '../shell.css';

/**
 * The admin's entry, the one client-side app (docs/pages.md#islands): its pages arrive empty from the edge, with
 * every module the app needs preloaded (build/admin-preload.ts), and render here. React DOM is evaluated, then the
 * app's own code, each in a task of its own (docs/pages.md, speed).
 */
const root = document.getElementById('root');
if (!root) throw new Error('admin.html has no #root element');

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

const { createRoot } = await import('react-dom/client');
await nextTask();
const { adminElement } = await import('./element');
await nextTask();
createRoot(root).render(adminElement(document));

export {};
