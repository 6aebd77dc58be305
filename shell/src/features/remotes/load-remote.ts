import type { ComponentType } from 'react';
import {
  __federation_method_getRemote as getRemote,
  __federation_method_setRemote as setRemote,
  __federation_method_wrapDefault as wrapDefault,
} from 'virtual:__federation__';
import { stableEntryPath, type RemoteName } from '@rdj/shared';
import { firstEntryUrl } from './first-entry-url';
import { addRemoteStyles } from './remote-styles';

interface RemoteModule {
  default: ComponentType;
}

function isRemoteModule(module: unknown): module is RemoteModule {
  const component = (module as Partial<RemoteModule> | null)?.default;
  return typeof component === 'function' || (typeof component === 'object' && component !== null);
}

/**
 * What a remote exposes as `exposed`, through the federation runtime: the entry of the release the page was served
 * with first, and for each retry (`attempt` > 0) a fresh copy of the entry at the stable address, since the runtime
 * keeps a failed chunk failed inside an entry it loaded.
 */
export async function exposedModule(name: RemoteName, exposed: string, attempt: number): Promise<unknown> {
  const url = attempt === 0 ? firstEntryUrl(name) : `${stableEntryPath(name)}?retry=${attempt}`;
  setRemote(name, { url, format: 'esm', from: 'vite' });
  return wrapDefault(await getRemote(name, exposed), true);
}

/**
 * Loads a remote's `./routes` component through the federation runtime; `attempt` counts the visitor's retries.
 * The runtime keeps a failed chunk failed inside the entry it loaded (checked in Chromium: a retry of the same
 * entry sends no request at all), so every retry loads the entry under a new address: a fresh copy of the entry
 * that fetches its chunks again, at the stable address: the worker ignores the query and redirects to the release
 * current now, which may have changed since the page was served.
 */
export async function loadRemote(name: RemoteName, attempt: number): Promise<RemoteModule> {
  const module = await exposedModule(name, './routes', attempt);
  if (!isRemoteModule(module)) throw new Error(`Remote ${name} exposes no component as ./routes`);
  addRemoteStyles(name);
  return module;
}
