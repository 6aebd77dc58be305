import { redirectDelaySeconds, redirectTarget } from '@rdj/shared';
import { escapeAttr } from '../lib/escape';
import { isRedirectSigned } from './signature';

/**
 * For `/redirect` with a link the board signed: a `<meta http-equiv="refresh">` that leaves for it after the same
 * 3 seconds the page counts, so the page leaves without JavaScript too (docs/pages.md, the redirect page). An
 * unsigned, altered or unusable link gets nothing: it never leaves by itself.
 */
export async function redirectRefreshTag(env: Env, url: URL): Promise<string> {
  const target = redirectTarget(url.searchParams);
  if (!target?.sig || !(await isRedirectSigned(env, target.url, target.sig))) return '';
  return `<meta http-equiv="refresh" content="${redirectDelaySeconds};url=${escapeAttr(target.href)}">`;
}
