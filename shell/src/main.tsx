// The stylesheets stay in the entry, so the built page links them (and the edge inlines them): the first paint
// never waits for a script.
import '../../shared/styles/base.css';
import './shell.css';
import { remoteModulesElementId, shellModulesElementId } from '@rdj/shared/app-modules';
import { countPageViews, rewriteDates, startIslands } from '@rdj/shared/browser';

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
 * A public page arrives whole from the edge and runs no framework of its own (docs/pages.md#islands): its view is
 * counted, its dates are written in the viewer's time zone, and each island hydrates at its moment, loading React
 * and its own code only then.
 */
function startPage(): void {
  countPageViews();
  rewriteDates();
  startIslands((element, name, props) => import('./islands/hydrate').then((m) => m.hydrateIsland(element, name, props)));
}

if (document.getElementById('root')?.firstChild) startPage();
else if (document.readyState === 'complete') startApp();
else window.addEventListener('load', startApp, { once: true });
