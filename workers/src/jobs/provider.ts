import { safeRedirectUrl, type Job } from '@rdj/shared';
import { z } from 'zod';
import { jobsTimeoutMs } from '../http/config';
import { plainText } from './plain-text';

/** The home request body (docs/api.md#job-provider). */
export interface HomeSearch {
  keywords: string;
  page: number;
  limit: number;
}

/** The category request body (docs/api.md#job-provider). */
export interface CategorySearch {
  keywords: string;
  page: number;
  searchMode: 2;
  employment: '';
  salary: '';
  date: '';
}

export type ProviderSearch = HomeSearch | CategorySearch;

export function categorySearch(keywords: string, page: number): CategorySearch {
  return { keywords, page, searchMode: 2, employment: '', salary: '', date: '' };
}

/** One provider answer, mapped. `received` counts the jobs the provider sent, before unusable ones were dropped. */
export interface ProviderAnswer {
  totalCount: number;
  jobs: Job[];
  received: number;
}

/** Every way a provider call fails. Messages are shown to visitors: they never carry the URL or the key. */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

export interface ProviderSettings {
  /** Base URL, e.g. `https://jooble.org/api`; the key is appended as the last path segment. */
  url: string;
  key: string;
  timeoutMs: number;
}

/** `JOBS_API_URL` without trailing slashes ('' when unset). */
export function providerUrl(env: Env): string {
  return env.JOBS_API_URL?.trim().replace(/\/+$/, '') ?? '';
}

/** The provider's address, key and timeout from the worker's secrets and vars. */
export function providerSettings(env: Env): ProviderSettings {
  const url = providerUrl(env);
  const key = env.JOBS_API_KEY?.trim();
  if (!url || !key) throw new ProviderError('Job provider is not configured');
  return { url, key, timeoutMs: jobsTimeoutMs(env) };
}

const optionalText = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' || typeof v === 'number' ? plainText(String(v)) || null : null));
const flag = z
  .unknown()
  .optional()
  .transform((v) => v === true || v === 'true' || v === 1);

/** Lenient read of one listing: a job without a title or a safe http(s) link is dropped, other gaps become null. */
const providerJob = z.object({
  id: z.union([z.string().trim().min(1), z.number()]).optional().catch(undefined),
  title: z.string().transform(plainText).pipe(z.string().min(1)),
  company: optionalText,
  location: optionalText,
  type: optionalText,
  salary: optionalText,
  snippet: optionalText,
  link: z.string().transform(safeRedirectUrl).pipe(z.string()),
  updated: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' && v.trim() ? v.trim() : null)),
  featured: flag,
  urgent: flag,
});

/** An answer that is JSON but not the expected shape reads as no jobs (docs/errors.md#job-provider-errors). */
const providerBody = z
  .object({
    totalCount: z.coerce.number().int().nonnegative().catch(0),
    jobs: z.array(z.unknown()).catch([]),
  })
  .catch({ totalCount: 0, jobs: [] });

/** The provider's JSON as board jobs. */
export function mapAnswer(body: unknown): ProviderAnswer {
  const { totalCount, jobs } = providerBody.parse(body);
  const mapped = jobs.flatMap((raw): Job[] => {
    const read = providerJob.safeParse(raw);
    if (!read.success) return [];
    const { id, snippet, ...job } = read.data;
    return [{ ...job, id: id === undefined ? job.link : String(id), snippet: snippet ?? '' }];
  });
  return { totalCount: Math.max(totalCount, mapped.length), jobs: mapped, received: jobs.length };
}

const timeoutMessage = 'Job provider did not answer in time';

async function post(settings: ProviderSettings, search: ProviderSearch, signal: AbortSignal): Promise<Response> {
  try {
    return await fetch(`${settings.url}/${encodeURIComponent(settings.key)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(search),
      signal,
    });
  } catch {
    // The platform's message may name the URL, and with it the key: it is replaced, never passed on.
    throw new ProviderError(signal.aborted ? timeoutMessage : 'Could not reach the job provider');
  }
}

/**
 * One search at the provider (docs/api.md#job-provider): `POST {url}/{key}` with the JSON body, given up after `timeoutMs`.
 *
 * @example
 * const answer = await searchJobs(providerSettings(env), categorySearch('designer AND remote', 1));
 */
export async function searchJobs(settings: ProviderSettings, search: ProviderSearch): Promise<ProviderAnswer> {
  const signal = AbortSignal.timeout(settings.timeoutMs);
  const res = await post(settings, search, signal);
  if (!res.ok) {
    await res.body?.cancel();
    throw new ProviderError(`Job provider answered ${res.status}`);
  }
  let text: string;
  try {
    text = await res.text();
  } catch {
    throw new ProviderError(signal.aborted ? timeoutMessage : 'Could not reach the job provider');
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ProviderError('Invalid JSON response from API');
  }
  return mapAnswer(body);
}
