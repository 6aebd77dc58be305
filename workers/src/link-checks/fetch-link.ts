import { linkAnswer, linkCheckMaxRedirects, type LinkAnswer } from '@rdj/shared';

/** How one check asks: its User-Agent, each request's timeout, and the wait its host's pacing asks before each request. */
interface CheckOptions {
  userAgent: string;
  timeoutMs: number;
  paced: () => Promise<void>;
}

/**
 * Checks one apply link (docs/job-index.md#link-checks): a GET (many servers refuse HEAD), redirects followed by hand
 * up to `linkCheckMaxRedirects`, each request given up after `timeoutMs` and paced by `paced`, and no body kept: each
 * answer's body is cancelled unread.
 */
export async function checkLink(link: string, { userAgent, timeoutMs, paced }: CheckOptions): Promise<LinkAnswer> {
  let url = new URL(link);
  for (let hop = 0; hop <= linkCheckMaxRedirects; hop++) {
    await paced();
    let res: Response;
    try {
      res = await fetch(url, {
        redirect: 'manual',
        headers: { 'user-agent': userAgent, accept: 'text/html,*/*;q=0.8' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      return { kind: 'error', reason: timedOut ? `no answer in ${timeoutMs} ms` : 'the request failed' };
    }
    await res.body?.cancel();
    const location = res.headers.get('location');
    if (res.status < 300 || res.status > 399 || location === null) return linkAnswer(res.status, hop > 0, url);
    const next = URL.canParse(location, url.href) ? new URL(location, url) : null;
    if (!next || (next.protocol !== 'http:' && next.protocol !== 'https:')) return { kind: 'error', reason: 'a redirect to no web address' };
    url = next;
  }
  return { kind: 'error', reason: `more than ${linkCheckMaxRedirects} redirects` };
}

/**
 * The pacing of one host's checks: each call waits until `gapMs` after the previous call returned, so two requests to
 * the host start at least `gapMs` apart.
 */
export function pacer(gapMs: number): () => Promise<void> {
  let last = Number.NEGATIVE_INFINITY;
  return async () => {
    const wait = last + gapMs - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    last = Date.now();
  };
}
