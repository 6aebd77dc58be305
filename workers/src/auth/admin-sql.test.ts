import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { sqlString, upsertAdminSql } from './admin-sql';
import { hashPassword } from './password';
import { sessionOf, signIn, uniqueEmail } from '../../test/support/auth';
import { call } from '../../test/support/call';

async function upsert(email: string, password: string, id = crypto.randomUUID()): Promise<string> {
  await env.DB.exec(upsertAdminSql({ id, email, passwordHash: await hashPassword(password) }, Date.now()));
  return id;
}

async function idOf(email: string): Promise<string | undefined> {
  const row = await env.DB.prepare('SELECT id FROM admin_users WHERE email = ?').bind(email).first<{ id: string }>();
  return row?.id;
}

describe('admin upsert SQL', () => {
  it('creates an admin who can then sign in', async () => {
    const email = uniqueEmail('created');
    const id = await upsert(email, 'first password here');
    expect(await idOf(email)).toBe(id);
    expect((await signIn(email, 'first password here')).status).toBe(200);
  });

  it('replaces the password of an existing admin, keeps its id and signs out its sessions', async () => {
    const email = uniqueEmail('updated');
    const id = await upsert(email, 'first password here');
    const session = await sessionOf(await signIn(email, 'first password here'));
    await upsert(email, 'second password here');
    expect(await idOf(email)).toBe(id);
    expect((await signIn(email, 'first password here')).status).toBe(401);
    expect((await signIn(email, 'second password here')).status).toBe(200);
    const old = await call('/api/auth/user', { headers: { Authorization: `Bearer ${session.access_token}` } });
    expect(old.status).toBe(401);
  });

  it("stores an address with an apostrophe as it is", async () => {
    const email = `o'brien-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await upsert(email, 'first password here');
    expect(await idOf(email)).toBeDefined();
    expect((await signIn(email, 'first password here')).status).toBe(200);
  });

  it('keeps quotes inside the literal, so a value cannot end the statement', async () => {
    const hostile = "x'); DELETE FROM admin_users; --";
    const row = await env.DB.prepare(`SELECT ${sqlString(hostile)} AS value`).first<{ value: string }>();
    expect(row?.value).toBe(hostile);
  });

  it('refuses a NUL character', () => {
    expect(() => sqlString('a\0b')).toThrow(/NUL/);
  });
});
