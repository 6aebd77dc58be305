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
 * docs/pages.md, speed: the page paints and shows its content from the HTML alone, which works without any script.
 * Once the page has loaded and painted what it loaded, the app's modules (the shell's and the rendering remote's,
 * listed in the page) are all requested at once, then the app is evaluated and hydrated, in tasks of their own:
 * nothing of it competes with the first paint or the largest one. (A page loaded in a background tab paints, and
 * so starts, when it is first shown.)
 */
function start(): void {
  for (const href of [...listedModules(shellModulesElementId), ...listedModules(remoteModulesElementId)]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import('./start');
}

/** The load event can come before the frame that paints what loaded: the app starts after that frame. */
const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start));

if (document.readyState === 'complete') afterNextPaint();
else window.addEventListener('load', afterNextPaint, { once: true });
