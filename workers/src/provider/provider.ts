import { safeRedirectUrl, type Job } from '@rdj/shared';
import { z } from 'zod';
import { jobsTimeoutMs } from '../http/config';
import { plainText } from './plain-text';

/** The home request body (docs/api.md#job-provider). */
interface HomeSearch {
  keywords: string;
  page: number;
  limit: number;
}

/** The category request body (docs/api.md#job-provider). */
interface CategorySearch {
  keywords: string;
  page: number;
  searchMode: 2;
  employment: '';
  salary: '';
  date: '';
}

type ProviderSearch = HomeSearch | CategorySearch;

export function categorySearch(keywords: string, page: number): CategorySearch {
  return { keywords, page, searchMode: 2, employment: '', salary: '', date: '' };
}

/** One provider answer, mapped. `received` counts the jobs the provider sent, before unusable ones were dropped. */
interface ProviderAnswer {
  totalCount: number;
  jobs: Job[];
  received: number;
}

/** Every way a provider call fails. Messages are shown to visitors: they never carry the URL or the key. */
export class ProviderError extends Error {
  override name = 'ProviderError';
  /** The wait the provider asked for when it refused for its rate limit (429), in seconds; else null. */
  constructor(
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/** The seconds a 429's Retry-After asks for (1 when it names none it can be read as). */
function retryAfterOf(res: Response): number | null {
  if (res.status !== 429) return null;
  const wait = Number(res.headers.get('retry-after'));
  return Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : 1;
}

interface ProviderSettings {
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
  description: optionalText,
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

/** A provider job as ingest reads it: the board job, the provider's own id (null when it gave none) and its description as plain text. */
export interface ProviderJob extends Job {
  providerId: string | null;
  description: string;
}

/** The provider's JSON as ingest reads it (docs/job-index.md#ingest): every usable job, with its id and description. */
export function readAnswer(body: unknown): { totalCount: number; jobs: ProviderJob[]; received: number } {
  const { totalCount, jobs } = providerBody.parse(body);
  const mapped = jobs.flatMap((raw): ProviderJob[] => {
    const read = providerJob.safeParse(raw);
    if (!read.success) return [];
    const { id, snippet, description, ...job } = read.data;
    const providerId = id === undefined ? null : String(id);
    return [{ ...job, id: providerId ?? job.link, providerId, snippet: snippet ?? '', description: description ?? snippet ?? '' }];
  });
  return { totalCount: Math.max(totalCount, mapped.length), jobs: mapped, received: jobs.length };
}

/** The provider's JSON as board jobs. */
export function mapAnswer(body: unknown): ProviderAnswer {
  const answer = readAnswer(body);
  return { ...answer, jobs: answer.jobs.map(({ providerId: _id, description: _text, ...job }) => job) };
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
  return mapAnswer(await askProvider(settings, search));
}

/** One search at the provider, its answer's JSON as it came; every failure is a `ProviderError`. */
export async function askProvider(settings: ProviderSettings, search: ProviderSearch): Promise<unknown> {
  const signal = AbortSignal.timeout(settings.timeoutMs);
  const res = await post(settings, search, signal);
  if (!res.ok) {
    await res.body?.cancel();
    throw new ProviderError(`Job provider answered ${res.status}`, retryAfterOf(res));
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
  return body;
}
