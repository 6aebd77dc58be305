import { closeBar } from '../features/newsletter/close-bar';
import type { IslandsOf } from '@rdj/shared/islands';
import type { IslandLoaders } from '@rdj/shared/hydrate';

/**
 * The shell's own islands (docs/pages.md#islands). A component is loaded when it first hydrates; the ×'s script is
 * part of the page's start, so its answer never waits for the network.
 */
export const shellIslands: IslandLoaders & Record<IslandsOf<'shell'>, IslandLoaders[string]> = {
  'newsletter-close': () => Promise.resolve(closeBar),
  'newsletter-form': () => import('../features/newsletter/newsletter-form').then((m) => m.NewsletterForm),
  'session-links': () => import('../features/session/session-links').then((m) => m.SessionLinks),
};
