import type { ServesExactly } from '@rdj/shared/islands';

/**
 * The jobs remote's islands (docs/pages.md#islands), exposed to the shell as `./islands`: each island's name, and how
 * its code loads, in a chunk of its own, when the browser first hydrates it.
 */
const islands = {
  'alert-form': () => import('./features/categories/components/alert-form').then((m) => m.AlertForm),
  countdown: () => import('./features/redirect/countdown').then((m) => m.countdown),
  'endless-more': () => import('./features/categories/components/endless-more').then((m) => m.EndlessMore),
  'post-job-form': () => import('./features/post-job/components/post-job-form').then((m) => m.PostJobForm),
  'show-more': () => import('./features/categories/components/show-more').then((m) => m.ShowMore),
  turnstile: () => import('./components/turnstile').then((m) => m.turnstile),
};

// Exactly the registry's jobs islands (shared/islands/names.ts): one missing or one too many fails the typecheck.
true satisfies ServesExactly<typeof islands, 'jobs'>;

export default islands;
