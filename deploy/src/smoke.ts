/**
 * A remote's canary asked for by name before any visitor sees it (docs/deploy.md#canary): the remote's pages and its
 * release file, requested from the deployed board with `Cloudflare-Workers-Version-Overrides`, signed with
 * `SMOKE_SIGNING_KEY` (the gateway passes signed overrides on to the remote, and drops any other). Each must answer
 * 200 from the canary itself (`X-Remote-Version`).
 */
import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { remotePath, smokeSignatureHeader, smokeSignedText, versionOverridesHeader } from '@rdj/shared';
import { RolloutError, type RemoteKey, type Rollout } from './versions';

/** What a remote's smoke test requests. */
function smokePathsOf(remote: RemoteKey): string[] {
  const pages: Record<RemoteKey, string[]> = { jobs: ['/', '/remote-graphic-design-jobs'], blog: ['/blog'], admin: [] };
  return [...pages[remote], remotePath(remote, 'current.json')];
}

/** What a smoke request got: its status, the remote version that answered and how long it took, or why no answer came. */
type Answered = { status: number; version: string | null; ms: number } | { failure: string };

/**
 * GETs `url` (redirects not followed, 15 s at most), its body read to the end. A `host` header names the site asked
 * for when `url` is another address of it (`--smoke-at`).
 */
function requestOnce(url: string, headers: Record<string, string> = {}): Promise<Answered> {
  const started = Date.now();
  const target = new URL(url);
  return new Promise((resolve) => {
    const req = (target.protocol === 'https:' ? httpsRequest : httpRequest)(target, { headers, timeout: 15_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, version: String(res.headers['x-remote-version'] ?? '') || null, ms: Date.now() - started }));
      res.on('error', (error) => resolve({ failure: error.message }));
    });
    req.on('timeout', () => req.destroy(new Error('no answer within 15 s')));
    req.on('error', (error) => resolve({ failure: error.message }));
    req.end();
  });
}

/** A smoke request's headers: the overrides that name `canary` of `worker`, signed with `key` now. */
function smokeHeaders(key: string, worker: string, canary: string): Record<string, string> {
  const overrides = `${worker}="${canary}"`;
  const at = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', key).update(smokeSignedText(at, overrides)).digest('base64url');
  return { [versionOverridesHeader]: overrides, [smokeSignatureHeader]: `${at}.${signature}` };
}

/**
 * Requests each of the remote's smoke paths at `base` from version `canary` of Worker `worker`, signed with the
 * environment's `SMOKE_SIGNING_KEY`; true when all passed.
 */
export async function smokeCanary(o: Rollout, remote: RemoteKey, worker: string, canary: string, base: string): Promise<boolean> {
  const key = process.env.SMOKE_SIGNING_KEY;
  if (!key) throw new RolloutError('a smoke test needs SMOKE_SIGNING_KEY: the key the gateway checks smoke requests with (docs/deploy.md#secrets)');
  let passed = true;
  for (const path of smokePathsOf(remote)) {
    const url = new URL(path, base).href;
    // Signed afresh for each request: a signature is good for a few minutes only.
    const res = await requestOnce(url, smokeHeaders(key, worker, canary));
    if ('failure' in res) {
      passed = false;
      o.log(`  ✘ GET ${url} → no answer (${res.failure})`);
      continue;
    }
    const version = res.version ?? 'no version named';
    const ok = res.status === 200 && version === canary;
    passed &&= ok;
    o.log(`  ${ok ? '✔' : '✘'} GET ${url} → ${res.status}, answered by ${version === canary ? 'the canary' : version}`);
  }
  return passed;
}

/** The pages a deploy requests at the end, and what each must answer. */
const deploySmokePaths = ['/api/health', '/', '/remote-graphic-design-jobs', '/sitemap.xml'];

/**
 * Requests each of a deploy's smoke paths at the public `origin` and prints what answered (a dry run, only the
 * address); answers what failed. With `smokeAt`, each request goes to that address instead, naming the origin's host.
 */
export async function smokeDeploy(log: (line: string) => void, origin: string, { dryRun, smokeAt }: { dryRun: boolean; smokeAt?: string }): Promise<string[]> {
  const failed: string[] = [];
  const via = smokeAt ? ` (at ${smokeAt})` : '';
  for (const path of deploySmokePaths) {
    const url = new URL(path, origin).href;
    if (dryRun) {
      log(`  GET ${url}${via}`);
      continue;
    }
    const res = await requestOnce(new URL(path, smokeAt ?? origin).href, smokeAt ? { host: new URL(origin).host } : {});
    if ('failure' in res) {
      log(`  GET ${url}${via} → no answer (${res.failure})`);
      failed.push(`${path} did not answer`);
      continue;
    }
    log(`  GET ${url}${via} → ${res.status} (${res.ms} ms)`);
    if (res.status !== 200) failed.push(`${path} answered ${res.status}`);
  }
  return failed;
}
