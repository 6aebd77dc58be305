/**
 * Google's side: the OAuth 2.0 token endpoint for a service account (`POST /token`, form-encoded `grant_type=
 * urn:ietf:params:oauth:grant-type:jwt-bearer&assertion=<RS256 JWT>`) and the Indexing API's publish (`POST
 * /v3/urlNotifications:publish` with `Authorization: Bearer <access token>` and JSON `{url, type}`).
 *
 * The assertion must verify against the configured service account's public key, name the indexing scope, the token
 * endpoint's own URL as `aud`, and live at most an hour (`exp - iat <= 3600`, `exp` not past); any `iss` signed with
 * that key is an account of its own, with its own quota. A refusal answers 400 `{error: 'invalid_grant',
 * error_description}`; a token answers `{access_token, expires_in: 3599, token_type: 'Bearer'}`.
 *
 * A publish needs a token handed out here, not expired (else 401 UNAUTHENTICATED), a `url` that is http(s) and a
 * `type` of URL_UPDATED or URL_DELETED (else 400 INVALID_ARGUMENT). Each account has `quota` publish requests a UTC
 * day (200, Google's default); past it 429 RESOURCE_EXHAUSTED. The quota switch `POST /__quota {account, used}` sets
 * what an account has used today. **Faults** by account: `fault-500@…` always answers 500; `flaky-500@…` answers 500
 * to the first publish of each URL and takes the next.
 */
import type { KeyObject } from 'node:crypto';
import { randomBytes } from 'node:crypto';
import { verifiedClaims } from './jwt';
import type { Answer } from './http';

export const indexingScope = 'https://www.googleapis.com/auth/indexing';
const jwtBearer = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

const googleError = (status: number, code: string, message: string): Answer => ({ status, body: { error: { code: status, message, status: code } } });
const invalidGrant = (description: string): Answer => ({ status: 400, body: { error: 'invalid_grant', error_description: description } });

const today = () => new Date().toISOString().slice(0, 10);

export class Google {
  private readonly tokens = new Map<string, { account: string; expiresAt: number }>();
  private readonly used = new Map<string, number>();
  private readonly failedOnce = new Set<string>();

  constructor(private readonly key: KeyObject, private readonly tokenUrl: () => string, private readonly quota: number) {}

  /** `POST /token`: an access token for the account whose signed assertion `form` carries. */
  token(form: URLSearchParams): Answer & { account?: string } {
    if (form.get('grant_type') !== jwtBearer) return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Invalid grant_type' } };
    const verified = verifiedClaims(form.get('assertion') ?? '', this.key);
    if ('problem' in verified) return invalidGrant(verified.problem);
    const { iss, scope, aud, iat, exp } = verified.claims;
    const now = Math.floor(Date.now() / 1000);
    if (typeof iss !== 'string' || !iss.includes('@')) return invalidGrant('Invalid JWT: iss must be the service account’s email');
    if (aud !== this.tokenUrl()) return { ...invalidGrant('Invalid JWT: Invalid audience'), account: iss };
    if (typeof scope !== 'string' || !scope.split(' ').includes(indexingScope)) return { ...invalidGrant('Invalid scope'), account: iss };
    if (typeof iat !== 'number' || typeof exp !== 'number' || exp - iat > 3600 || exp < now || iat > now + 300) {
      return { ...invalidGrant('Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.'), account: iss };
    }
    const accessToken = `ya29.sandbox-${randomBytes(16).toString('hex')}`;
    this.tokens.set(accessToken, { account: iss, expiresAt: Date.now() + 3599_000 });
    return { status: 200, body: { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' }, account: iss };
  }

  /** `POST /v3/urlNotifications:publish` by the bearer of `authorization`. */
  publish(authorization: string | undefined, body: unknown): Answer & { account?: string } {
    const held = this.tokens.get(/^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '');
    if (!held || held.expiresAt < Date.now()) {
      return googleError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials. Expected OAuth 2 access token.');
    }
    const { account } = held;
    const { url, type } = (typeof body === 'object' && body !== null ? body : {}) as { url?: unknown; type?: unknown };
    if (typeof url !== 'string' || !/^https?:\/\/[^/]+/.test(url)) return { ...googleError(400, 'INVALID_ARGUMENT', 'Invalid attribute. \'url\' is not in standard URL format'), account };
    if (type !== 'URL_UPDATED' && type !== 'URL_DELETED') return { ...googleError(400, 'INVALID_ARGUMENT', 'Invalid value at \'url_notification.type\''), account };
    const day = `${today()} ${account}`;
    const used = this.used.get(day) ?? 0;
    if (used >= this.quota) {
      return { ...googleError(429, 'RESOURCE_EXHAUSTED', "Quota exceeded for quota metric 'Publish requests' and limit 'Publish requests per day'"), account };
    }
    this.used.set(day, used + 1);
    if (account.startsWith('fault-500@')) return { ...googleError(500, 'INTERNAL', 'Internal error encountered. (fault-500)'), account };
    if (account.startsWith('flaky-500@') && !this.failedOnce.has(`${account} ${url}`)) {
      this.failedOnce.add(`${account} ${url}`);
      return { ...googleError(500, 'INTERNAL', 'Internal error encountered. (flaky-500)'), account };
    }
    const latest = { url, type, notifyTime: new Date().toISOString() };
    return { status: 200, body: { urlNotificationMetadata: { url, [type === 'URL_UPDATED' ? 'latestUpdate' : 'latestRemove']: latest } }, account };
  }

  /** The quota switch: `account` has used `used` publish requests today. */
  setUsed(account: string, used: number): void {
    this.used.set(`${today()} ${account}`, used);
  }
}
