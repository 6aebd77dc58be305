/**
 * Shows `href` (a path of this site and its query) in the address bar in place of the current entry, without a
 * document load: how a list that grows in place keeps its address true (docs/pages.md, paging), so a reload or a
 * shared link shows what the visitor sees, and Back leaves the page rather than stepping through its pages.
 */
export function replaceAddress(href: string): void {
  window.history.replaceState(window.history.state, '', href);
}
