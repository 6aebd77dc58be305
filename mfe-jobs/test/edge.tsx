import { within } from '@testing-library/dom';
import { Window } from 'happy-dom';
import { renderToString } from 'react-dom/server';
import { JobsPages } from '../src/pages';
import type { JobsPageData } from '../src/page-data/types';

/** An island as the edge wrote it: its name, its moment and the props the browser hydrates it with. */
export interface IslandMark {
  name: string | null;
  when: string | null;
  props: unknown;
  element: HTMLElement;
}

/** The HTML in a document of its own, to query it the way a visitor (or a crawler) reads it. */
export function parsed(html: string) {
  const window = new Window();
  window.document.body.innerHTML = html;
  const body = window.document.body as unknown as HTMLElement;
  return { body, ...within(body) };
}

/** Every island in `root`, in document order. */
export function islandsIn(root: ParentNode): IslandMark[] {
  return Array.from(root.querySelectorAll<HTMLElement>('rdj-island'), (element) => ({
    name: element.getAttribute('data-island'),
    when: element.getAttribute('data-when'),
    props: JSON.parse(element.getAttribute('data-props') ?? 'null'),
    element,
  }));
}

/** The island named `name` in `root`; throws when there is none or more than one. */
export function islandNamed(root: ParentNode, name: string): IslandMark {
  const found = islandsIn(root).filter((island) => island.name === name);
  if (found.length !== 1) throw new Error(`${found.length} islands named ${name}`);
  return found[0]!;
}

/** A form's hidden fields, `name=value` in document order: the state it carries. */
export function hiddenFields(form: Element | null): string[] {
  return Array.from(form?.querySelectorAll('input[type=hidden]') ?? [], (input) => `${input.getAttribute('name')}=${input.getAttribute('value')}`);
}

/** The page's HTML as the edge worker renders it (edge/worker.tsx), in one pass rather than a stream. */
export function edgeHtml(page: JobsPageData): string {
  return renderToString(<JobsPages page={page} />);
}

/** The page as the edge renders it (`edgeHtml`): its HTML, the document it makes, queries on it, and its islands. */
export function atEdge(page: JobsPageData) {
  const html = edgeHtml(page);
  const view = parsed(html);
  return { html, ...view, islands: islandsIn(view.body) };
}
