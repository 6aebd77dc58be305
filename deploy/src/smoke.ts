/**
 * A remote's canary asked for by name before any visitor sees it (docs/deploy.md#canary): the remote's pages and its
 * release file, requested from the deployed board with `Cloudflare-Workers-Version-Overrides`, signed with
 * `SMOKE_SIGNING_KEY` (the gateway passes signed overrides on to the remote, and drops any other). Each must answer
 * 200 from the canary itself (`X-Remote-Version`).
 */
import { createHmac } from 'node:crypto';
import { remotePath, smokeSignatureHeader, smokeSignedText, versionOverridesHeader } from '@rdj/shared';
import { RolloutError, type RemoteKey, type Rollout } from './versions';

/** What a remote's smoke test requests. */
function smokePathsOf(remote: RemoteKey): string[] {
  const pages: Record<RemoteKey, string[]> = { jobs: ['/', '/remote-graphic-design-jobs'], blog: ['/blog'], admin: [] };
  return [...pages[remote], remotePath(remote, 'current.json')];
}

/** What a smoke request got: its status, its headers and how long it took, or why no answer came. */
type Answered = { status: number; headers: Headers; ms: number } | { failure: string };

/** GETs `url` (redirects not followed, 15 s at most), its body read to the end. */
async function requestOnce(url: string, headers: Record<string, string> = {}): Promise<Answered> {
  const started = Date.now();
  try {
    const res = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(15_000) });
    await res.arrayBuffer();
    return { status: res.status, headers: res.headers, ms: Date.now() - started };
  } catch (error) {
    return { failure: error instanceof Error ? error.message : String(error) };
  }
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
    const version = res.headers.get('X-Remote-Version') ?? 'no version named';
    const ok = res.status === 200 && version === canary;
    passed &&= ok;
    o.log(`  ${ok ? '✔' : '✘'} GET ${url} → ${res.status}, answered by ${version === canary ? 'the canary' : version}`);
  }
  return passed;
}

/** The pages a deploy requests at the end, and what each must answer. */
const deploySmokePaths = ['/api/health', '/', '/remote-graphic-design-jobs', '/sitemap.xml'];

/** Requests each of a deploy's smoke paths at `base` and prints what answered (a dry run, only the address); answers what failed. */
export async function smokeDeploy(log: (line: string) => void, base: string, dryRun: boolean): Promise<string[]> {
  const failed: string[] = [];
  for (const path of deploySmokePaths) {
    const url = new URL(path, base).href;
    if (dryRun) {
      log(`  GET ${url}`);
      continue;
    }
    const res = await requestOnce(url);
    if ('failure' in res) {
      log(`  GET ${url} → no answer (${res.failure})`);
      failed.push(`${path} did not answer`);
      continue;
    }
    log(`  GET ${url} → ${res.status} (${res.ms} ms)`);
    if (res.status !== 200) failed.push(`${path} answered ${res.status}`);
  }
  return failed;
}
