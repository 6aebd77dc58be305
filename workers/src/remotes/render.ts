import { isReleaseName, remoteNames, type RemoteName, type RemoteReleases, type RemoteRelease, type RemoteRender } from '@rdj/shared';
import { remoteWorker } from './bindings';

const strings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');

function isRelease(value: unknown): value is RemoteRelease {
  const body = value as Partial<RemoteRelease> | null;
  return isReleaseName(body?.release) && strings(body?.preload) && strings(body?.styles);
}

function isRender(value: unknown): value is RemoteRender {
  const body = value as Partial<RemoteRender> | null;
  return isRelease(value) && typeof body?.status === 'number' && typeof body.html === 'string';
}

/** Resolves to null after `ms`; the loser of the race is left to finish on its own and its answer is dropped. */
function within<T>(ms: number, work: Promise<T>): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** A remote worker's JSON answer at `url`, or null when it throws, fails, answers nonsense or takes over `ms`. */
async function askRemote(env: Env, name: RemoteName, url: URL, ms: number): Promise<unknown> {
  const work = remoteWorker(env, name)
    .fetch(new Request(url, { headers: { Accept: 'application/json' } }))
    .then(async (res) => (res.ok ? ((await res.json()) as unknown) : (await res.body?.cancel(), null)))
    .catch((error: unknown) => {
      console.error(`remote ${name} failed at ${url.pathname}`, error);
      return null;
    });
  return within(ms, work);
}

/** The remote's rendering of the page at `url` (its HTML, data and release), or null: the page then shows Retry. */
export async function renderRemote(env: Env, name: RemoteName, url: URL, ms: number): Promise<RemoteRender | null> {
  const body = await askRemote(env, name, url, ms);
  return isRender(body) ? body : null;
}

/** The release the remote serves now, or null when it does not say. */
export async function remoteRelease(env: Env, name: RemoteName, origin: string, ms: number): Promise<string | null> {
  const body = await askRemote(env, name, new URL(`/mfe/${name}/current.json`, origin), ms);
  return isRelease(body) ? body.release : null;
}

/** Every remote's current release, asked from each remote's worker (one that does not answer is left out). */
async function askReleases(env: Env, origin: string, ms: number): Promise<RemoteReleases> {
  const releases = await Promise.all(remoteNames.map(async (name) => [name, await remoteRelease(env, name, origin, ms)] as const));
  return Object.fromEntries(releases.filter(([, release]) => release !== null));
}

/** How long this isolate trusts the releases it last heard of: a ship or a rollback shows within this time. */
export const releasesFreshMs = 5_000;

/** A plain value per isolate (never a shared promise), refreshed in the background once it is older than above. */
let known: { releases: RemoteReleases; at: number } | null = null;

async function refreshReleases(env: Env, origin: string, ms: number): Promise<RemoteReleases> {
  const releases = await askReleases(env, origin, ms);
  known = { releases, at: Date.now() };
  return releases;
}

/**
 * Every remote's current release (the shell loads any remote's entry at its release address, and a cached page is
 * good while they are unchanged). A service-binding round trip per remote on every page would cost more than the
 * page itself, so the answer is kept for a few seconds and refreshed behind the request that finds it old.
 */
export async function remoteReleases(env: Env, ctx: Pick<ExecutionContext, 'waitUntil'>, origin: string, ms: number): Promise<RemoteReleases> {
  if (!known) return refreshReleases(env, origin, ms);
  if (Date.now() - known.at > releasesFreshMs) ctx.waitUntil(refreshReleases(env, origin, ms));
  return known.releases;
}
