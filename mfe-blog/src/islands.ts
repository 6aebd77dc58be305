/**
 * The blog's islands (docs/pages.md#islands), exposed as `./islands`: each name, and how to load its component when
 * it first hydrates. The shell reaches them through federation (`shell/src/islands/remote-islands.ts`).
 */
export default {
  'load-more': () => import('./features/posts/components/load-more-posts').then((m) => m.LoadMorePosts),
};
