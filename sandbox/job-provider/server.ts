/**
 * A local stand-in for the Jooble-style job search API: `POST {url}/{key}` with `{keywords, page?, limit?, ...}`
 * answers `{totalCount, jobs}`. Keys starting `fault-` misbehave on purpose (see `faults`); `sandbox-…` words in the
 * keywords label a search and may delay its answer (see `labels.ts`). `GET /__stats/{key}` counts the search requests
 * each key received and `GET /__labels/{label}` those carrying a label, so tests can see from outside who asked.
 * `PUT /__outage` with `{"down": true}` takes the whole provider down (every search answers 503, whatever its key)
 * until `{"down": false}`: a browser test turns the provider off while the platform runs. Each job's link is its apply
 * page here, `{origin}/listing/{id}/{slug}`, with a switch a test sets (apply-pages.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { applyPages, ownLink } from './apply-pages';
import { providerJobs, type ProviderJob } from './data';
import { readLabels } from './labels';
import { searchJobs } from './search';
import { listen } from '../lib/node-server';

interface JobProviderOptions {
  /** 0 (the default) takes any free port. */
  port?: number;
  /** The moment the data set's dates are relative to; by default the time of each request. */
  now?: Date;
}

export interface JobProvider {
  /** The JOBS_API_URL to give the worker, e.g. `http://127.0.0.1:8790/api`. */
  url: string;
  close(): Promise<void>;
}

export const defaultPageSize = 20;
const maxBodyBytes = 64 * 1024;

interface SearchBody {
  keywords: string;
  page: number;
  limit: number;
}

class BadRequest extends Error {}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > maxBodyBytes) reject(new BadRequest('Request body too large'));
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

/** Whole numbers, given as numbers or numeric strings as the real API accepts them. */
function positiveInt(value: unknown, name: string, fallback: number, max: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > max) {
    throw new BadRequest(`${name} must be a whole number between 1 and ${max}`);
  }
  return n;
}

function parseSearch(text: string): SearchBody {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadRequest('Request body must be JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequest('Request body must be a JSON object');
  const fields = body as Record<string, unknown>;
  if (typeof fields.keywords !== 'string') throw new BadRequest('keywords is required');
  return {
    keywords: fields.keywords,
    page: positiveInt(fields.page, 'page', 1, 10_000),
    limit: positiveInt(fields.limit, 'limit', defaultPageSize, 500),
  };
}

/** Keys that misbehave; any other key is accepted. `fault-timeout` is handled by never answering. */
const faults: Record<string, (res: ServerResponse) => void> = {
  'fault-500': (res) => send(res, 500, { error: 'Internal server error' }),
  'fault-invalid-json': (res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!DOCTYPE html><html><head><title>Service unavailable</title></head><body><h1>Maintenance</h1></body></html>');
  },
  'fault-empty': (res) => send(res, 200, { totalCount: 0, jobs: [] }),
  'fault-429': (res) => {
    res.writeHead(429, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '7' });
    res.end(JSON.stringify({ error: 'Too many requests' }));
  },
};

export async function startJobProvider({ port = 0, now }: JobProviderOptions = {}): Promise<JobProvider> {
  const stats = new Map<string, number>();
  const labelled = new Map<string, number>();
  const count = (map: Map<string, number>, name: string) => map.set(name, (map.get(name) ?? 0) + 1);
  const fixed = now ? providerJobs(now) : null;
  // Without a fixed `now` the dates follow the clock, rebuilt at most once a minute.
  let current: { minute: number; jobs: ProviderJob[] } | null = null;
  const jobsNow = () => {
    if (fixed) return fixed;
    const minute = Math.floor(Date.now() / 60_000);
    if (current?.minute !== minute) current = { minute, jobs: providerJobs(new Date()) };
    return current.jobs;
  };

  let down = false;
  // The sandbox's own origin, once it listens: every job's link points at its apply page here.
  let origin = '';
  const linkIds = new WeakMap<ProviderJob[], Set<string>>();
  const knownIds = () => {
    const jobs = jobsNow();
    if (!linkIds.has(jobs)) linkIds.set(jobs, new Set(jobs.map((job) => new URL(job.link).pathname.split('/')[2]!)));
    return linkIds.get(jobs)!;
  };
  const apply = applyPages(knownIds);

  async function search(req: IncomingMessage, res: ServerResponse, key: string) {
    count(stats, key);
    if (down) return send(res, 503, { error: 'Service unavailable' });
    const body = parseSearch(await readBody(req));
    const { keywords, labels, delayMs } = readLabels(body.keywords);
    for (const label of labels) count(labelled, label);
    if (key === 'fault-timeout') return; // the socket stays open until the client gives up or close() ends it
    // unref: a pending delay never holds the process open after close().
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs).unref());
    const fault = faults[key];
    if (fault) return fault(res);
    const found = searchJobs(jobsNow(), keywords);
    const start = (body.page - 1) * body.limit;
    const jobs = found.slice(start, start + body.limit).map((job) => ({ ...job, link: ownLink(job.link, origin) }));
    send(res, 200, { totalCount: found.length, jobs });
  }

  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
    const stat = /^\/__stats\/([^/]+)$/.exec(path);
    const label = /^\/__labels\/([^/]+)$/.exec(path);
    const api = /^\/api\/([^/]+)$/.exec(path);
    try {
      if (req.method === 'GET' && stat) return send(res, 200, { requests: stats.get(decodeURIComponent(stat[1]!)) ?? 0 });
      if (req.method === 'GET' && label) {
        return send(res, 200, { requests: labelled.get(decodeURIComponent(label[1]!).toLowerCase()) ?? 0 });
      }
      if (req.method === 'POST' && api) return await search(req, res, decodeURIComponent(api[1]!));
      if (await apply(req, res, path, () => readBody(req))) return;
      if (req.method === 'PUT' && path === '/__outage') {
        const body: unknown = JSON.parse(await readBody(req));
        if (typeof (body as { down?: unknown })?.down !== 'boolean') throw new BadRequest('Send {"down": true} or {"down": false}');
        down = (body as { down: boolean }).down;
        return send(res, 200, { down });
      }
      send(res, 404, { error: 'Not found: POST /api/{key} searches jobs' });
    } catch (error) {
      if (error instanceof BadRequest || error instanceof SyntaxError) send(res, 400, { error: error.message });
      else send(res, 500, { error: 'Internal server error' });
    }
  });

  const listening = await listen(server, port);
  origin = listening.url;
  return { ...listening, url: `${listening.url}/api` };
}
