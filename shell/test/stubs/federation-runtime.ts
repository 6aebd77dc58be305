import type { ComponentType } from 'react';

interface RemoteConfig {
  url: string | (() => Promise<string>);
}

/** What each remote exposes: the admin's routes (the one remote the browser renders whole) and a remote's islands. */
const exposed: Record<string, () => Promise<{ default: unknown }>> = {
  'admin/./routes': () => import('admin/routes') as Promise<{ default: ComponentType }>,
  'jobs/./islands': async () => ({ default: { 'show-more': async () => () => null } }),
};

const remotes = new Map<string, RemoteConfig>();

export function __federation_method_setRemote(name: string, config: RemoteConfig): void {
  remotes.set(name, config);
}

/**
 * Like the real runtime, loading a remote means fetching its entry from the configured address: tests answer that
 * request through their `fetch` stub (200, 503, or a network failure), then get the remote's stub component.
 */
export async function __federation_method_getRemote(name: string, module: string): Promise<unknown> {
  const config = remotes.get(name);
  const load = exposed[`${name}/${module}`];
  if (!config || !load) throw new Error(`No remote ${name} exposing ${module}`);
  const url = typeof config.url === 'string' ? config.url : await config.url();
  const res = await fetch(url);
  if (!res.ok) throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
  return load();
}

export function __federation_method_wrapDefault(module: unknown): unknown {
  return module;
}
