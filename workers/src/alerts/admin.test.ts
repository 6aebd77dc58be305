import type { AlertStats } from '@rdj/shared';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { adminCaller } from '../../test/support/auth';
import { call, errorOf } from '../../test/support/call';

const asAdmin = adminCaller('alerts-admin');

async function alert(email: string, category: string, status: string, reason: string | null = null): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO job_alerts (email, frequency, category, search_key, status, paused_reason, paused_at) VALUES (?, 'daily', ?, ?, ?, ?, CASE WHEN ? IS NULL THEN NULL ELSE strftime('%Y-%m-%dT%H:%M:%fZ', 'now') END) RETURNING id",
  )
    .bind(email, category, `key-${email}`, status, reason, reason)
    .first<number>('id');
  return row!;
}

describe('GET /api/admin/alerts', () => {
  it('refuses a request without a session', async () => {
    const res = await call('/api/admin/alerts');
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('unauthenticated');
  });

  it('counts confirmed alerts per category, pending ones, mails sent today, and lists paused alerts with why', async () => {
    await alert('a@stats.test', 'graphic-design', 'confirmed');
    await alert('b@stats.test', 'graphic-design', 'confirmed');
    await alert('c@stats.test', '', 'confirmed');
    await alert('d@stats.test', 'game-design', 'pending');
    const paused = await alert('e@stats.test', 'game-design', 'paused', 'The address bounced');
    await env.DB.prepare("INSERT INTO alert_mails (alert_id, kind, provider_id, sent_at) VALUES (1, 'alert', 'p1', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), (1, 'confirm', 'p2', '2000-01-01T00:00:00.000Z')").run();

    const res = await asAdmin('/api/admin/alerts');
    expect(res.status).toBe(200);
    const stats = await res.json<AlertStats>();
    expect(stats.categories).toEqual([
      { category: 'graphic-design', confirmed: 2 },
      { category: '', confirmed: 1 },
    ]);
    expect(stats.pending).toBe(1);
    expect(stats.sentToday).toBe(1);
    expect(stats.failures).toEqual([{ id: paused, email: 'e@stats.test', category: 'game-design', reason: 'The address bounced', pausedAt: expect.any(String) }]);
  });
});
