/** `<script type="application/json" id=…>` in the shell's page: the modules hydrating a component island needs. */
export const islandModulesElementId = 'island-modules';

/** The element an island lives in: what the edge renders around it and the browser hydrates as its root. */
export const islandTag = 'rdj-island';

/**
 * Marks a control its island answers in place (docs/pages.md#islands): a link or button whose click, or a form whose
 * submit, the island handles itself. Only these are held before the island hydrates; the browser must not fetch such
 * a link's page ahead either (docs/pages.md#navigation).
 */
export const inPlaceAttribute = 'data-in-place';

/**
 * When an island hydrates (docs/pages.md#islands):
 * - `load`: as soon as the page starts, for a script island whose few lines must be ready before any touch;
 * - `visible`: when it comes near the viewport;
 * - `interaction`: on the first sign a visitor is about to use it: the pointer over it, a touch, focus or a key inside it;
 * - `idle`: when the browser is idle after the load.
 * Whatever its moment, an in-place click or submit inside it before then hydrates it at once and is replayed after.
 */
export type IslandMoment = 'load' | 'visible' | 'interaction' | 'idle';

export const islandMoments: readonly IslandMoment[] = ['load', 'visible', 'interaction', 'idle'];

/**
 * Every island, by the shell or remote that serves its code: the one list the edge's `Island`, the shell's islands and
 * each remote's `./islands` are typed from, so a name that no owner serves, or an island an owner forgets to expose,
 * fails the typecheck.
 */
const islandRegistry = {
  shell: ['newsletter-close', 'newsletter-form', 'session-links'],
  jobs: ['alert-form', 'countdown', 'endless-more', 'post-job-form', 'show-more', 'turnstile'],
  blog: ['load-more'],
} as const;

type IslandOwner = keyof typeof islandRegistry;

/** The islands `owner` serves, by their names there. */
export type IslandsOf<O extends IslandOwner> = (typeof islandRegistry)[O][number];

/** `true` when `T`'s keys are exactly the islands `O` serves, else `false`: how a remote checks its `./islands`. */
export type ServesExactly<T, O extends IslandOwner> = [keyof T] extends [IslandsOf<O>] ? ([IslandsOf<O>] extends [keyof T] ? true : false) : false;

/** `owner:island`, for example `jobs:show-more`: the shell or a remote, and the island's name among its islands. */
export type IslandName = { [O in IslandOwner]: `${O}:${IslandsOf<O>}` }[IslandOwner];

/** Whether `value` names an island of the registry: how a name read from the page becomes an `IslandName`. */
export function isIslandName(value: string): value is IslandName {
  const parts = islandNameParts(value);
  return parts !== null && parts.owner in islandRegistry && (islandRegistry[parts.owner as IslandOwner] as readonly string[]).includes(parts.island);
}

/** An island's owner and its name there, or null for a value that is not `owner:island`. */
export function islandNameParts(value: string): { owner: string; island: string } | null {
  const match = /^([a-z]+):([a-z0-9-]+)$/.exec(value);
  return match ? { owner: match[1]!, island: match[2]! } : null;
}

/**
 * An island that runs no framework (docs/pages.md#islands): its whole answer is a few lines of script on the HTML the
 * edge rendered, so its first touch never waits for React. `start` is called once, at the island's moment.
 */
export interface ScriptIsland<P = never> {
  start(element: HTMLElement, props: P): void;
}

/** Whether what an island's loader answered is a script island rather than a component. */
export function isScriptIsland(value: unknown): value is ScriptIsland<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { start?: unknown }).start === 'function';
}
