import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/app-env';
import { handleError } from '../http/errors';
import { requireSession } from './require-session';
import { signedInAdmin } from '../../test/support/auth';
import { errorOf } from '../../test/support/call';

const app = new Hono<AppEnv>();
app.onError(handleError);
app.use('*', requireSession);
app.get('/whoami', (c) => c.json(c.get('user')));

function whoami(headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(app.request('http://127.0.0.1/whoami', { headers }, env));
}

describe('requireSession', () => {
  it('passes the user of the access cookie on to the handler', async () => {
    const { id, email, session } = await signedInAdmin('guard-cookie');
    const res = await whoami({ Cookie: `other=1; rdj_access=${session.access_token}` });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id, email });
  });

  it('passes the user of a bearer token on to the handler, whatever the scheme case', async () => {
    const { id, email, session } = await signedInAdmin('guard-bearer');
    const res = await whoami({ Authorization: `bearer ${session.access_token}` });
    expect(await res.json()).toEqual({ id, email });
  });

  it('refuses a request without a session with 401 unauthenticated', async () => {
    const res = await whoami();
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({ code: 'unauthenticated', message: 'Sign in to continue' });
  });

  it('refuses a revoked session', async () => {
    const { id, session } = await signedInAdmin('guard-revoked');
    await env.DB.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ?').bind(Date.now(), id).run();
    expect((await whoami({ Cookie: `rdj_access=${session.access_token}` })).status).toBe(401);
  });

  it('refuses an expired access token', async () => {
    const { id, session } = await signedInAdmin('guard-expired');
    await env.DB.prepare('UPDATE sessions SET access_expires_at = ? WHERE user_id = ?').bind(Date.now(), id).run();
    expect((await whoami({ Cookie: `rdj_access=${session.access_token}` })).status).toBe(401);
  });

  it('refuses the session of a deleted account', async () => {
    const { id, session } = await signedInAdmin('guard-deleted');
    await env.DB.prepare('DELETE FROM admin_users WHERE id = ?').bind(id).run();
    expect((await whoami({ Cookie: `rdj_access=${session.access_token}` })).status).toBe(401);
  });
});
