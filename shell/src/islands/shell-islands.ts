import type { IslandLoaders } from './remote-islands';

/** The shell's own islands (docs/pages.md#islands), each loaded when it first hydrates. */
export const shellIslands: IslandLoaders = {
  'newsletter-bar': () => import('../features/newsletter/newsletter-bar').then((m) => m.NewsletterBar),
  'session-links': () => import('../features/session/session-links').then((m) => m.SessionLinks),
};
