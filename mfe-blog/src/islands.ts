import type { ServesExactly } from '@rdj/shared/islands';

/**
 * The blog's islands (docs/pages.md#islands), exposed as `./islands`: each name, and how to load its component when
 * it first hydrates. The shell reaches them through federation (`shell/src/islands/remote-islands.ts`).
 */
const islands = {
  'load-more': () => import('./features/posts/components/load-more-posts').then((m) => m.LoadMorePosts),
};

// Exactly the registry's blog islands (shared/islands/names.ts): one missing or one too many fails the typecheck.
true satisfies ServesExactly<typeof islands, 'blog'>;

export default islands;
