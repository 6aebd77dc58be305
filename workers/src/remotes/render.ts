import {
  isRemoteRelease,
  remoteNames,
  remoteReleaseHeader,
  remoteHeadHeader,
  remotePath,
  remoteStatusHeader,
  remoteVersionHeader,
  safeResourceHints,
  type RemoteName,
  type RemoteRelease,
  type RemoteReleases,
  type FormState,
} from '@rdj/shared';
import { errorOf, logFailure } from '../http/log';
import { keyed, remoteWorker, type VersionRoute } from './bindings';
import { recordCall } from './health';

/** A remote's rendering of a page, its body still arriving: its HTML, then the data delimiter and the data. */
interface RemoteRender {
  status: number;
  release: RemoteRelease;
  /** Resource hints for the page's head (image preloads), checked (`safeResourceHints`). */
  head: string;
  body: ReadableStream<Uint8Array>;
  /** The version of the remote's worker that rendered it. */
  version: string;
}

/** Resolves to null after `ms`; the loser of the race is left to finish on its own and its answer is dropped. */
function within<T>(ms: number, work: Promise<T>): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function parsed(text: string | null): unknown {
  try {
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** The checked resource hints of a render answer's header (a header that does not decode counts as none). */
function hintsOf(header: string | null): string {
  try {
    return safeResourceHints(decodeURIComponent(header ?? ''));
  } catch {
    return '';
  }
}

/**
 * A remote worker's answer at `url`, or null when it throws or takes over `ms` (a late answer is cancelled), from the
 * version the visitor's `route` reaches. With `form`, the page is asked for by a POST carrying the refused form's
 * state (shared/edge/remote-worker.ts).
 */
async function askRemote(env: Env, name: RemoteName, url: URL, ms: number, route: VersionRoute, form: FormState | null = null): Promise<Response | null> {
  const init = form ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ form }) } : {};
  const startedAt = Date.now();
  const path = url.pathname;
  let threw = false;
  const work = remoteWorker(env, name)
    .fetch(keyed(new Request(url, init), route))
    .catch((error: unknown) => {
      threw = true;
      logFailure({ kind: 'remote_threw', route: path, remote: name, ...errorOf(error) });
      return null;
    });
  const res = await within(ms, work);
  if (!res) void work.then((late) => late?.body?.cancel());
  if (!res && !threw) logFailure({ kind: 'remote_timeout', route: path, remote: name });
  recordCall(env, name, path.startsWith(remotePath(name)) ? 'file' : 'render', res, startedAt);
  return res;
}

/**
 * The remote's rendering of the page at `url` as soon as its answer starts (status and release in its headers),
 * or null when it fails, answers anything else or does not start within `ms`: the page then shows Retry.
 */
export async function renderRemote(env: Env, name: RemoteName, url: URL, ms: number, route: VersionRoute, form: FormState | null = null): Promise<RemoteRender | null> {
  const res = await askRemote(env, name, url, ms, route, form);
  const status = Number(res?.headers.get(remoteStatusHeader));
  const release = parsed(res?.headers.get(remoteReleaseHeader) ?? null);
  if (!res?.ok || !res.body || !Number.isInteger(status) || !isRemoteRelease(release)) {
    if (res) logFailure({ kind: 'remote_bad_answer', route: url.pathname, remote: name, version: res.headers.get(remoteVersionHeader) ?? 'unknown', status: res.status });
    await res?.body?.cancel();
    return null;
  }
  return { status, release, head: hintsOf(res.headers.get(remoteHeadHeader)), body: res.body, version: res.headers.get(remoteVersionHeader) ?? 'unknown' };
}

/** The release the remote serves now on `route`, or null when it does not say. */
async function remoteRelease(env: Env, name: RemoteName, origin: string, ms: number, route: VersionRoute): Promise<string | null> {
  const res = await askRemote(env, name, new URL(remotePath(name, 'current.json'), origin), ms, route);
  const body = res?.ok ? parsed(await res.text()) : (await res?.body?.cancel(), null);
  return isRemoteRelease(body) ? body.release : null;
}

/** Every remote's current release on `route`, asked from each remote's worker (one that does not answer is left out). */
async function askReleases(env: Env, origin: string, ms: number, route: VersionRoute): Promise<RemoteReleases> {
  const releases = await Promise.all(remoteNames.map(async (name) => [name, await remoteRelease(env, name, origin, ms, route)] as const));
  return Object.fromEntries(releases.filter(([, release]) => release !== null));
}

/** How long this isolate trusts the releases it last heard of: a ship or a rollback shows within this time. */
const releasesFreshMs = 5_000;

/** The most version keys this isolate keeps releases for; a new visitor's key is one of 100. */
const keysKept = 200;

/**
 * Plain values per isolate and version key (never a shared promise), refreshed in the background once older than
 * above: while a remote is rolled out to a share of visitors, two keys may see two releases of it.
 */
const known = new Map<string, { releases: RemoteReleases; at: number }>();

async function refreshReleases(env: Env, origin: string, ms: number, route: VersionRoute): Promise<RemoteReleases> {
  const releases = await askReleases(env, origin, ms, route);
  if (!known.has(route.key) && known.size >= keysKept) known.delete(known.keys().next().value as string);
  known.set(route.key, { releases, at: Date.now() });
  return releases;
}

/**
 * Every remote's current release for visitors on `route` (the shell loads any remote's entry at its release
 * address, and a cached page is good while they are unchanged). A service-binding round trip per remote on every
 * page would cost more than the page itself, so the answer is kept for a few seconds and refreshed behind the
 * request that finds it old.
 */
export async function remoteReleases(env: Env, ctx: Pick<ExecutionContext, 'waitUntil'>, origin: string, ms: number, route: VersionRoute): Promise<RemoteReleases> {
  // A request that asks for given versions (a smoke test's) gets their releases, and keeps them from everyone else.
  if (route.overrides) return askReleases(env, origin, ms, route);
  const held = known.get(route.key);
  if (!held) return refreshReleases(env, origin, ms, route);
  if (Date.now() - held.at > releasesFreshMs) ctx.waitUntil(refreshReleases(env, origin, ms, route));
  return held.releases;
}
