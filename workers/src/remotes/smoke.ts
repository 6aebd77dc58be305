import { smokeSignatureHeader, smokeSignatureSeconds, smokeSignedText, versionOverridesHeader } from '@rdj/shared';
import { hmacVerify } from '../lib/hmac';

/** The Worker names an overrides header asks for: `name="version"`, comma-separated (Cloudflare's dictionary). */
function namesOf(overrides: string): string[] | null {
  const entries = overrides.split(',').map((entry) => /^\s*([a-z0-9-]+)="[^"]*"\s*$/i.exec(entry)?.[1] ?? null);
  return entries.every((name) => name !== null) ? (entries as string[]) : null;
}

/**
 * The version overrides of a request that may pass them on to the remotes: a smoke test's, signed with
 * `SMOKE_SIGNING_KEY` within `smokeSignatureSeconds`, naming only the remote workers (`REMOTE_WORKERS`). Anything
 * else is dropped: a visitor's overrides change nothing, and the page they get is everyone's, cached
 * (docs/deploy.md#versions-are-the-operators).
 */
export async function smokeOverrides(env: Env, headers: Headers): Promise<string | null> {
  const overrides = headers.get(versionOverridesHeader);
  const signature = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(headers.get(smokeSignatureHeader) ?? '');
  if (!overrides || !signature || !env.SMOKE_SIGNING_KEY) return null;
  const at = Number(signature[1]);
  if (Math.abs(Date.now() / 1000 - at) > smokeSignatureSeconds) return null;
  const remotes = new Set(env.REMOTE_WORKERS.split(',').map((name) => name.trim()));
  const names = namesOf(overrides);
  if (!names?.every((name) => remotes.has(name))) return null;
  return (await hmacVerify(env.SMOKE_SIGNING_KEY, smokeSignedText(at, overrides), signature[2]!)) ? overrides : null;
}
