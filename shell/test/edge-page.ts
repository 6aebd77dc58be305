import type { FormState } from '@rdj/shared';
import { islandTag } from '@rdj/shared/islands';
import { onTestFinished } from 'vitest';
import { renderShell } from '../src/server';
import type { RemoteOutcome } from '../src/server-api';

export interface EdgeRender {
  outcome?: RemoteOutcome;
  form?: FormState | null;
  newsletterClosed?: boolean;
}

/**
 * The page at `location` as the edge renders it (`renderShell`), put into the document as the browser receives it:
 * plain HTML that runs nothing until an island hydrates (docs/pages.md#islands). Returns its `#root`.
 */
export function renderEdgePage(location: string, { outcome = 'rendered', form = null, newsletterClosed = false }: EdgeRender = {}): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = renderShell(location, { outcome, form, newsletterClosed });
  selectAsParsed(root);
  document.body.append(root);
  onTestFinished(() => root.remove());
  return root;
}

/**
 * Gives each select the choice its HTML says, as a browser parsing the page does: the option marked `selected` (every
 * one for a multiple select), else the first. happy-dom 21 picks another option of a parsed select.
 */
function selectAsParsed(root: ParentNode): void {
  for (const select of root.querySelectorAll('select')) {
    const marked = [...select.options].filter((option) => option.hasAttribute('selected'));
    if (select.multiple) for (const option of select.options) option.selected = marked.includes(option);
    else select.selectedIndex = marked.length ? marked.at(-1)!.index : 0;
  }
}

export interface EdgeIsland {
  element: HTMLElement;
  name: string | undefined;
  when: string | undefined;
  signedInOnly: boolean;
  props: unknown;
}

/** The islands the edge wrote into `root`: each one's element, name, moment, and the props it hydrates with. */
export function islandsIn(root: ParentNode): EdgeIsland[] {
  return [...root.querySelectorAll<HTMLElement>(islandTag)].map((element) => ({
    element,
    name: element.dataset.island,
    when: element.dataset.when,
    signedInOnly: element.dataset.signedInOnly !== undefined,
    props: JSON.parse(element.dataset.props ?? 'null'),
  }));
}

/** The one island named `name` in `root`; fails when there is none or more than one. */
export function islandNamed(root: ParentNode, name: string): EdgeIsland {
  const found = islandsIn(root).filter((island) => island.name === name);
  if (found.length !== 1) throw new Error(`expected one island ${name}, found ${found.length}`);
  return found[0]!;
}
