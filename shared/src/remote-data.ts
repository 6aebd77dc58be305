import type { RemoteName } from './remotes';

/**
 * The id of the non-executable JSON script (`<script type="application/json">`) in which the edge hands a remote the
 * data its server-rendered page was made from, so the browser hydrates the same page without fetching it again.
 * @example remoteDataElementId('jobs') // 'remote-data-jobs'
 */
export function remoteDataElementId(name: RemoteName): string {
  return `remote-data-${name}`;
}

/**
 * The data the edge wrote into the page for `name`, parsed; null when there is none or it is not JSON (and on a
 * server, which has no document). What it holds is for the remote to check.
 */
/** The part of a DOM document this reads (shared is also compiled for workers, which have no DOM types). */
interface ElementLookup {
  getElementById(id: string): { textContent: string | null } | null;
}

export function readRemoteData(name: RemoteName, doc: ElementLookup | undefined = (globalThis as { document?: ElementLookup }).document): unknown {
  const text = doc?.getElementById(remoteDataElementId(name))?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
