/** The element an island lives in: what the edge renders around it and the browser hydrates as its root. */
export const islandTag = 'rdj-island';

/**
 * When an island hydrates (docs/pages.md#islands):
 * - `visible`: when it comes near the viewport;
 * - `interaction`: on the visitor's first pointerdown, focusin or keydown inside it;
 * - `idle`: when the browser is idle after the load.
 * Whatever its moment, a click or a submit inside it before then hydrates it at once and is replayed after.
 */
export type IslandMoment = 'visible' | 'interaction' | 'idle';

export const islandMoments: readonly IslandMoment[] = ['visible', 'interaction', 'idle'];

/** `owner:island`, for example `jobs:show-more`: the shell or a remote, and the island's name among its islands. */
export type IslandName = `${string}:${string}`;

/** An island's owner and its name there, or null for a value that is not `owner:island`. */
export function islandNameParts(value: string): { owner: string; island: string } | null {
  const match = /^([a-z]+):([a-z0-9-]+)$/.exec(value);
  return match ? { owner: match[1]!, island: match[2]! } : null;
}
