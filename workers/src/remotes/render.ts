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

/** Every remote's current release (a remote that does not answer is left out: the shell then uses its stable address). */
export async function remoteReleases(env: Env, origin: string, ms: number): Promise<RemoteReleases> {
  const releases = await Promise.all(remoteNames.map(async (name) => [name, await remoteRelease(env, name, origin, ms)] as const));
  return Object.fromEntries(releases.filter(([, release]) => release !== null));
}
