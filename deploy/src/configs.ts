/**
 * The four workers' wrangler configs as the repository holds them (the gateway's at the root, each remote's in its
 * folder), what they must agree on, and the config each is deployed with (docs/deploy.md#the-configs).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteName } from '@rdj/shared';
import { parse } from 'smol-toml';
import { remoteKeys, workerKeys, type Settings, type WorkerKey } from './settings';


/** Where each worker's config is, from the repository's root. */
export const configDirOf = (key: WorkerKey) => (key === 'gateway' ? '.' : `mfe-${key}`);

/** The file a worker is deployed with, beside its own config (git ignores it). */
export const deployConfigName = 'wrangler.deploy.json';

/** What this script reads of a wrangler config; the rest is passed on as it is. */
export interface WranglerConfig {
  name: string;
  compatibility_date: string;
  vars?: Record<string, string>;
  services?: { binding: string; service: string }[];
  d1_databases?: { binding: string; database_name: string; database_id?: string; migrations_dir?: string }[];
  kv_namespaces?: { binding: string; id?: string }[];
  r2_buckets?: { binding: string; bucket_name: string }[];
  queues?: { producers?: { binding: string; queue: string }[]; consumers?: { queue: string; dead_letter_queue?: string }[] };
  [key: string]: unknown;
}

export type Configs = Record<WorkerKey, WranglerConfig>;

export function readConfigs(root: string): Configs {
  const read = (key: WorkerKey) => parse(readFileSync(join(root, configDirOf(key), 'wrangler.toml'), 'utf8')) as unknown as WranglerConfig;
  return Object.fromEntries(workerKeys.map((key) => [key, read(key)])) as Configs;
}

/** The gateway's service binding to a remote: `REMOTE_JOBS` for jobs (workers/src/remotes). */
const remoteBinding = (key: RemoteName) => `REMOTE_${key.toUpperCase()}`;

/** The queues the gateway produces to, consumes and keeps dead letters in: every one must exist before a deploy. */
export function queuesOf(configs: Configs): string[] {
  const names = workerKeys.flatMap((key) => {
    const queues = configs[key].queues;
    return [
      ...(queues?.producers ?? []).map((p) => p.queue),
      ...(queues?.consumers ?? []).flatMap((c) => [c.queue, ...(c.dead_letter_queue ? [c.dead_letter_queue] : [])]),
    ];
  });
  return [...new Set(names)];
}

/** The KV namespace a binding is given in the account: the gateway's name and the binding, in lower case. */
export const kvTitle = (settings: Settings, binding: string) => `${settings.workers.gateway}-${binding.toLowerCase()}`;

/**
 * What the four configs must agree on, as one line per disagreement (none: they agree). The gateway binds each
 * remote by its service name, each remote binds the gateway as `API`, every queue produced to is consumed, the
 * four share one compatibility date, so a remote renders under the same runtime as the gateway that composes it,
 * each has Workers Logs on, no remote answers at an address of its own (workers.dev, a Preview URL or a route), and
 * the gateway at none but the public origin the deploy binds.
 */
export function checkConfigs(configs: Configs): string[] {
  const problems: string[] = [];
  const gateway = configs.gateway;
  const dates = new Set(workerKeys.map((key) => configs[key].compatibility_date));
  if (dates.size > 1) problems.push(`compatibility dates differ: ${workerKeys.map((key) => `${key} ${configs[key].compatibility_date}`).join(', ')}`);
  for (const key of remoteKeys) {
    const remote = configs[key];
    const bound = gateway.services?.find((s) => s.binding === remoteBinding(key));
    if (!bound) problems.push(`the gateway has no service binding ${remoteBinding(key)} for the ${key} remote`);
    else if (bound.service !== remote.name) problems.push(`the gateway's ${remoteBinding(key)} names ${bound.service}, but the ${key} remote is ${remote.name}`);
    const api = remote.services?.find((s) => s.binding === 'API');
    if (!api) problems.push(`the ${key} remote has no service binding API for the gateway`);
    else if (api.service !== gateway.name) problems.push(`the ${key} remote's API names ${api.service}, but the gateway is ${gateway.name}`);
    if (remote.workers_dev !== false || remote.preview_urls !== false || remote.route !== undefined || remote.routes !== undefined) {
      problems.push(`the ${key} remote must be reached only through the gateway: workers_dev = false, preview_urls = false and no route`);
    }
  }
  if (gateway.workers_dev !== false || gateway.preview_urls !== false || gateway.route !== undefined || gateway.routes !== undefined) {
    problems.push('the gateway must answer at the public origin only: workers_dev = false, preview_urls = false and no route (the deploy binds deploy.json\'s origin)');
  }
  const remoteNames = remoteKeys.map((key) => configs[key].name).join(',');
  if (gateway.vars?.REMOTE_WORKERS !== remoteNames) problems.push(`the gateway's REMOTE_WORKERS must be ${remoteNames}, the remotes' names`);
  const known = new Set(Object.values(configs).map((c) => c.name));
  for (const service of gateway.services ?? []) {
    if (!known.has(service.service)) problems.push(`the gateway's ${service.binding} names ${service.service}, which none of the four configs is`);
  }
  for (const key of workerKeys) {
    const logs = configs[key].observability as { enabled?: boolean; head_sampling_rate?: number } | undefined;
    if (!logs?.enabled || !(Number(logs.head_sampling_rate) > 0)) problems.push(`${key} has no Workers Logs: [observability] enabled with a head_sampling_rate`);
  }
  const consumed = new Set(workerKeys.flatMap((key) => (configs[key].queues?.consumers ?? []).map((c) => c.queue)));
  for (const key of workerKeys) {
    for (const producer of configs[key].queues?.producers ?? []) {
      if (!consumed.has(producer.queue)) problems.push(`${key} produces to ${producer.queue}, which no worker consumes`);
    }
  }
  return problems;
}

/** The gateway's vars that name the deploy's settings: the public origin and the remotes' Worker names. */
function gatewayVars(vars: Record<string, string>, settings: Settings): Record<string, string> {
  return {
    ...('PUBLIC_ORIGIN' in vars ? { PUBLIC_ORIGIN: settings.publicOrigin } : {}),
    ...('REMOTE_WORKERS' in vars ? { REMOTE_WORKERS: remoteKeys.map((key) => settings.workers[key]).join(',') } : {}),
  };
}

/** The ids the account gave the gateway's D1 database and KV namespaces, by name. */
export interface ResourceIds {
  d1: Record<string, string>;
  kv: Record<string, string>;
}

/**
 * The config `key` is deployed with: its own, with the worker names and the public origin of the settings, every
 * service binding renamed to match, and the account's ids of its database and namespaces.
 */
export function deployConfig(key: WorkerKey, configs: Configs, settings: Settings, ids: ResourceIds): WranglerConfig {
  const config = configs[key];
  const renamed = new Map(workerKeys.map((k) => [configs[k].name, settings.workers[k]]));
  return {
    ...config,
    name: settings.workers[key],
    ...(config.vars ? { vars: { ...config.vars, ...gatewayVars(config.vars, settings) } } : {}),
    // The gateway, alone, answers at the public origin: its host is the Worker's custom domain.
    ...(key === 'gateway' ? { routes: [{ pattern: new URL(settings.publicOrigin).host, custom_domain: true }] } : {}),
    ...(config.services ? { services: config.services.map((s) => ({ ...s, service: renamed.get(s.service) ?? s.service })) } : {}),
    ...(config.d1_databases
      ? { d1_databases: config.d1_databases.map((d) => ({ ...d, database_id: ids.d1[d.database_name] ?? `<id of ${d.database_name}>` })) }
      : {}),
    ...(config.kv_namespaces
      ? { kv_namespaces: config.kv_namespaces.map((n) => ({ ...n, id: ids.kv[kvTitle(settings, n.binding)] ?? `<id of ${kvTitle(settings, n.binding)}>` })) }
      : {}),
  };
}
