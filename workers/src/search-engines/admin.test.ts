// The dashboard's Search engines card reads GET /api/admin/search-engines (docs/search-engines.md#what-the-admin-sees).
import { searchEnginePings } from '@rdj/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../test/support/auth';
import { call } from '../../test/support/call';
import { consumeFrom } from '../../test/support/queues';
import { configuredEngines, indexNowKeyFor } from '../../test/support/search-engines';
import { searchEnginesQueueName } from './messages';

let token = '';
beforeAll(async () => {
  token = (await signedInAdmin('search-engines-card')).session.access_token;
});

async function pings(bindings: Partial<Env> = {}) {
  const res = await call('/api/admin/search-engines', { headers: { Authorization: `Bearer ${token}` }, env: bindings });
  expect(res.status).toBe(200);
  return searchEnginePings.parse(await res.json());
}

describe('the search engines’ day, for the admin', () => {
  it('says what was sent today, against Google’s quota, and what failed, newest first', async () => {
    const engines = await configuredEngines('card');
    const before = await pings(engines.bindings);
    const page = `https://remotedesignjobs.test/jobs/card-${crypto.randomUUID()}`;
    const unknownKey = indexNowKeyFor('card-unknown');
    await consumeFrom(searchEnginesQueueName, [{ engine: 'google', url: page, type: 'URL_UPDATED' }, { engine: 'indexnow', urls: [page] }], { overrides: engines.bindings });
    await consumeFrom(searchEnginesQueueName, [{ engine: 'indexnow', urls: [page] }], { overrides: { ...engines.bindings, INDEXNOW_KEY: unknownKey } });
    const after = await pings(engines.bindings);
    expect(after.day).toBe(new Date().toISOString().slice(0, 10));
    expect(after.google).toEqual({ configured: true, sent: before.google.sent + 1, quota: 200 });
    expect(after.indexNow).toEqual({ configured: true, sent: before.indexNow.sent + 1 });
    expect(after.failed).toBe(before.failed + 1);
    expect(after.failures[0]).toMatchObject({ engine: 'indexnow', what: page, reason: 'IndexNow answered 403' });
  });

  it('says when an engine is not configured', async () => {
    const { google, indexNow } = await pings();
    expect([google.configured, indexNow.configured]).toEqual([false, false]);
  });

  it('is for a signed-in administrator only', async () => {
    expect((await call('/api/admin/search-engines')).status).toBe(401);
  });
});
