import type { Job } from '@rdj/shared';
import type { IndexedJob } from './listing';

/**
 * The board's id of an indexed job: a posting's is `posting-<id>` (as `postingJob` gives it), a provider job's the
 * provider's own id, or `apply-<apply key>` for one without.
 */
export function boardJobId(key: string): string {
  const [kind, rest] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
  return kind === 'provider' ? rest : `${kind}-${rest}`;
}

/**
 * The index key of the board's job id `id` (`boardJobId` the other way): `posting-<id>` and `apply-<key>` name theirs,
 * any other id is the provider's own.
 */
export function jobKeyOf(id: string): string {
  const kind = ['posting', 'apply'].find((prefix) => id.startsWith(`${prefix}-`));
  return kind ? `${kind}:${id.slice(kind.length + 1)}` : `provider:${id}`;
}

/** An indexed job as the board shows it (`Job`): its flags as booleans, a posting's pages where it has them. */
export function listedJob(row: IndexedJob): Job {
  return {
    id: boardJobId(row.key),
    title: row.title,
    company: row.company,
    location: row.location,
    type: row.type,
    salary: row.salary,
    snippet: row.snippet,
    link: row.link,
    updated: row.updated,
    featured: Boolean(row.featured),
    urgent: Boolean(row.urgent),
    ...(row.postingPath ? { postingPath: row.postingPath } : {}),
    ...(row.companyPath ? { companyPath: row.companyPath } : {}),
    ...(row.linkCheckedAt ? { linkCheckedAt: row.linkCheckedAt } : {}),
  };
}
