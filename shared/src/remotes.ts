import names from '../remotes.json' with { type: 'json' };
import type { RouteOwner } from './pages';

/** A microfrontend the shell federates; each is built, shipped and rolled back on its own. */
export type RemoteName = Exclude<RouteOwner, 'shell'>;

/** Every remote, from shared/remotes.json: the one list, read by the shell, the worker and the release scripts. */
export const remoteNames = names as readonly RemoteName[];

export function isRemoteName(value: string | null): value is RemoteName {
  return value !== null && (remoteNames as readonly string[]).includes(value);
}
