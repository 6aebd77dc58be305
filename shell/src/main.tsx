// The stylesheets stay in the entry, so the built page links them (and the edge inlines them): the first paint
// never waits for a script.
import '../../shared/styles/base.css';
import './shell.css';
import { remoteModulesElementId, shellModulesElementId } from '@rdj/shared/app-modules';

/** The module URLs listed in the page's JSON element `id`; none when it is missing or not a list. */
function listedModules(id: string): string[] {
  try {
    const list: unknown = JSON.parse(document.getElementById(id)?.textContent ?? '[]');
    return Array.isArray(list) ? list.filter((href): href is string => typeof href === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The admin, the one client-side app (docs/pages.md#islands): its pages arrive empty. Once the page has loaded, the
 * app's modules (the shell's and the admin remote's, listed in the page) are all requested at once, then the app
 * renders (start.tsx).
 */
function startApp(): void {
  for (const href of [...listedModules(shellModulesElementId), ...listedModules(remoteModulesElementId)]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import('./start');
}

/**
 * docs/pages.md, speed: the admin's app starts once the page has loaded, in a task of its own, so nothing but this
 * small file is fetched or run while the browser paints the page.
 */
function afterLoad(run: () => void): void {
  const start = () => setTimeout(run);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

// A public page (it arrives rendered) starts its islands as soon as it is parsed, without waiting for its images
// (docs/pages.md#islands); the admin's pages arrive empty and start the app once loaded.
if (document.getElementById('root')?.firstChild) void import('./page').then((page) => page.startPage());
else afterLoad(startApp);
