import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConfigs, deployConfig, readConfigs, type Configs } from '../src/configs';
import { parseSettings, readSettings } from '../src/settings';
import { accountGap, bucketNames, noSuchWorker, tableCells } from '../src/wrangler';

const root = join(import.meta.dirname, '..', '..');
const configs = readConfigs(root);
const settings = readSettings(root);

/** The repository's configs with one changed. */
const changed = (key: keyof Configs, change: Partial<Configs[keyof Configs]>): Configs => ({ ...configs, [key]: { ...configs[key], ...change } });

describe('the four wrangler configs', () => {
  it('agree as the repository holds them', () => {
    expect(checkConfigs(configs)).toEqual([]);
  });

  it('name each disagreement: a compatibility date, a renamed remote, a remote without the gateway, a remote with an address of its own, a queue nobody consumes', () => {
    expect(checkConfigs(changed('blog', { compatibility_date: '2025-01-01' }))).toEqual([
      'compatibility dates differ: gateway 2026-04-01, jobs 2026-04-01, blog 2025-01-01, admin 2026-04-01',
    ]);
    expect(checkConfigs(changed('jobs', { name: 'jobs-edge' }))).toEqual([
      "the gateway's REMOTE_JOBS names rdj-jobs, but the jobs remote is jobs-edge",
      "the gateway's REMOTE_WORKERS must be jobs-edge,rdj-blog,rdj-admin, the remotes' names",
      "the gateway's REMOTE_JOBS names rdj-jobs, which none of the four configs is",
    ]);
    expect(checkConfigs(changed('admin', { services: [] }))).toEqual(['the admin remote has no service binding API for the gateway']);
    expect(checkConfigs(changed('blog', { observability: { enabled: false } }))).toEqual([
      'blog has no Workers Logs: [observability] enabled with a head_sampling_rate',
    ]);
    const closed = 'must be reached only through the gateway: workers_dev = false, preview_urls = false and no route';
    expect(checkConfigs(changed('jobs', { workers_dev: true }))).toEqual([`the jobs remote ${closed}`]);
    expect(checkConfigs(changed('blog', { preview_urls: undefined }))).toEqual([`the blog remote ${closed}`]);
    expect(checkConfigs(changed('admin', { routes: [{ pattern: 'admin.example.com/*', zone_name: 'example.com' }] }))).toEqual([`the admin remote ${closed}`]);
    expect(checkConfigs(changed('gateway', { workers_dev: undefined }))).toEqual([
      "the gateway must answer at the public origin only: workers_dev = false, preview_urls = false and no route (the deploy binds deploy.json's origin)",
    ]);
    const queues = { ...configs.gateway.queues, producers: [...(configs.gateway.queues?.producers ?? []), { binding: 'X', queue: 'rdj-nobody' }] };
    expect(checkConfigs(changed('gateway', { queues }))).toEqual(['gateway produces to rdj-nobody, which no worker consumes']);
  });

  it('are deployed under the names and origin of deploy.json, every service binding renamed to match, with the account’s ids', () => {
    const chosen = parseSettings(
      JSON.stringify({ publicOrigin: 'https://jobs.example.com', workers: { gateway: 'board', jobs: 'board-jobs', blog: 'board-blog', admin: 'board-admin' } }),
    );
    const ids = { d1: { 'remote-design-jobs': 'd1-id' }, kv: { 'board-kv': 'kv-id' } };
    const gateway = deployConfig('gateway', configs, chosen, ids);
    expect(gateway.name).toBe('board');
    expect(gateway.vars?.PUBLIC_ORIGIN).toBe('https://jobs.example.com');
    expect(gateway.vars?.REMOTE_WORKERS).toBe('board-jobs,board-blog,board-admin');
    expect(gateway.services?.map((s) => `${s.binding}:${s.service}`)).toEqual(['REMOTE_JOBS:board-jobs', 'REMOTE_BLOG:board-blog', 'REMOTE_ADMIN:board-admin']);
    expect(gateway.d1_databases?.[0]?.database_id).toBe('d1-id');
    expect(gateway.kv_namespaces?.[0]?.id).toBe('kv-id');
    expect(gateway.routes).toEqual([{ pattern: 'jobs.example.com', custom_domain: true }]);
    const jobs = deployConfig('jobs', configs, chosen, ids);
    expect([jobs.name, jobs.services?.[0]?.service]).toEqual(['board-jobs', 'board']);
    expect(jobs.vars).toBeUndefined();
  });
});

describe('deploy.json', () => {
  it('refuses an origin that is not https or has a path, and names that Cloudflare would not take', () => {
    const workers = { gateway: 'a', jobs: 'b', blog: 'c', admin: 'd' };
    expect(() => parseSettings(JSON.stringify({ publicOrigin: 'http://jobs.example.com', workers }))).toThrow(/https origin/);
    expect(() => parseSettings(JSON.stringify({ publicOrigin: 'https://jobs.example.com/board', workers }))).toThrow(/no path/);
    expect(() => parseSettings(JSON.stringify({ publicOrigin: 'https://jobs.example.com', workers: { ...workers, blog: 'Blog_Worker' } }))).toThrow(
      /workers.blog must be a Worker name/,
    );
    expect(() => parseSettings(JSON.stringify({ publicOrigin: 'https://jobs.example.com', workers: { ...workers, blog: 'a' } }))).toThrow(/four different names/);
    expect(settings.publicOrigin).toBe('https://remotedesignjobs.com');
  });
});

describe("wrangler's answers", () => {
  it('are read as wrangler 4 prints them: bucket names, table cells and a missing Worker', () => {
    expect(bucketNames('Listing buckets...\nname:           blog-assets\ncreation_date:  2026-01-01T00:00:00.000Z\n\nname:           public\n')).toEqual(
      new Set(['blog-assets', 'public']),
    );
    expect(tableCells('┌──┬──┐\n│ id │ name │\n│ 1a │ rdj-alerts │\n└──┴──┘').has('rdj-alerts')).toBe(true);
    const err = (text: string) => ({ out: '', err: text });
    expect(noSuchWorker(err('This Worker does not exist on your account. [code: 10007]'))).toBe(true);
    expect(noSuchWorker(err('✘ [ERROR] Worker "remote-design-jobs" not found. If this is a new Worker, run wrangler deploy first'))).toBe(true);
    expect(noSuchWorker(err('Authentication error [code: 10000]'))).toBe(false);
  });

  it('name the one step an account lacking R2 or Queues needs, from the code Cloudflare answered', () => {
    const err = (text: string) => ({ out: '', err: text });
    expect(accountGap(err('✘ [ERROR] A request to the Cloudflare API (/accounts/a/r2/buckets) failed.\n\n  Please enable R2 through the Cloudflare Dashboard. [code: 10042]'))).toMatch(/^R2 is not enabled on this account/);
    expect(accountGap(err('  Queues are unavailable on the free plan. Please upgrade to a Workers Paid plan… [code: 100129]'))).toMatch(/^Queues need the Workers Paid plan/);
    expect(accountGap(err('Authentication error [code: 10000]'))).toBeNull();
  });
});
