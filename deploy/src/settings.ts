/**
 * The deployment's own choices, in one place (`deploy.json` at the repository's root, docs/deploy.md#settings): the
 * public origin the site names itself by, and the name of each of its four workers in the account.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { remoteNames, type RemoteName } from '@rdj/shared';

export type WorkerKey = 'gateway' | RemoteName;

/** The remotes, from the one list (shared/remotes.json), and the four workers: the gateway and one per remote. */
export const remoteKeys: readonly RemoteName[] = remoteNames;
export const workerKeys: readonly WorkerKey[] = ['gateway', ...remoteKeys];

export interface Settings {
  publicOrigin: string;
  workers: Record<WorkerKey, string>;
}

/** A Worker's name as Cloudflare takes it: lower-case letters, digits and dashes, at most 63. */
const workerName = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** `text` as settings, or the reasons it is not. */
export function parseSettings(text: string): Settings {
  const raw = JSON.parse(text) as Partial<Settings>;
  const problems: string[] = [];
  let origin: URL | null = null;
  try {
    origin = new URL(raw.publicOrigin ?? '');
  } catch {
    problems.push('publicOrigin must be an address such as https://jobs.example.com');
  }
  if (origin && (origin.protocol !== 'https:' || origin.pathname !== '/' || origin.search || origin.hash)) {
    problems.push(`publicOrigin must be an https origin with no path, such as https://jobs.example.com (not ${raw.publicOrigin})`);
  }
  const workers = raw.workers ?? ({} as Record<WorkerKey, string>);
  for (const key of workerKeys) {
    if (!workerName.test(workers[key] ?? '')) problems.push(`workers.${key} must be a Worker name: lower-case letters, digits and dashes`);
  }
  if (new Set(Object.values(workers)).size !== Object.keys(workers).length) problems.push('the four workers need four different names');
  if (problems.length > 0) throw new Error(`deploy.json: ${problems.join('; ')}`);
  return { publicOrigin: origin!.origin, workers };
}

export function readSettings(root: string): Settings {
  return parseSettings(readFileSync(join(root, 'deploy.json'), 'utf8'));
}
