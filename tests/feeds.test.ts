/** Category RSS feeds stay XML a feed reader can parse, whatever characters job titles carry. */
import { randomBytes } from 'node:crypto';
import type { JobSubmission } from '@rdj/shared';
import { describe, expect, it } from 'vitest';
import { adminHeaders } from './support/admin-api';
import { baseUrl } from './support/platform';
import { xmllint } from './support/xmllint';

async function feed(categorySlug: string): Promise<string> {
  const res = await fetch(`${baseUrl}/feeds/${categorySlug}.xml`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
  return res.text();
}

/** Posts a motion design job (shown on the specialized design page) through the API; it waits for review. */
async function submitPosting(title: string): Promise<void> {
  const res = await fetch(`${baseUrl}/api/postings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({
      title,
      company: 'Frame\u0003 & Motion',
      type: 'Freelance',
      category: 'motion-design',
      description: 'Animate our product stories.\u0004\nA small remote team.',
      applicationUrl: 'https://frame.example/careers',
      email: 'jobs@frame.example',
    }),
  });
  await res.body?.cancel();
  expect(res.ok).toBe(true);
}

/** Approves the pending submission whose title ends with `suffix`, found through the admin list as the review screen finds it. */
async function approve(suffix: string): Promise<void> {
  const headers = await adminHeaders();
  const list = await fetch(`${baseUrl}/api/admin/postings?status=pending`, { headers });
  expect(list.status).toBe(200);
  const { submissions } = (await list.json()) as { submissions: JobSubmission[] };
  const submission = submissions.find((s) => s.title.endsWith(suffix));
  if (!submission) throw new Error(`no pending submission titled ... ${suffix}`);
  const res = await fetch(`${baseUrl}/api/admin/postings/${submission.id}/approve`, { method: 'POST', headers });
  await res.body?.cancel();
  expect(res.status).toBe(200);
}

describe('category RSS feeds', () => {
  it('stay valid XML when provider titles carry control characters, which they drop', async () => {
    const xml = await feed('industrial-design');
    expect(await xmllint(xml)).toEqual({ ok: true, output: '' });
    expect(xml).toContain('<title>Industrial Designer - Wearables</title>');
    expect(xml).toContain('<title>Senior Industrial Designer (Audio)</title>');
  });

  it('stay valid XML when an employer typed control characters into an approved posting', async () => {
    const suffix = randomBytes(4).toString('hex');
    await submitPosting(`Motion\u0002 Designer ${suffix}`);
    await approve(suffix);
    const xml = await feed('specialized-design');
    expect(await xmllint(xml)).toEqual({ ok: true, output: '' });
    expect(xml).toContain(`<title>Motion Designer ${suffix}</title>`);
  });
});
