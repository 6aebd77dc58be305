/** Category RSS feeds stay XML a feed reader can parse, whatever characters job titles carry. */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { approveSubmission } from './support/admin-api';
import { baseUrl } from './support/platform';
import { xmllint } from './support/xmllint';
import { sendPosting } from './support/postings';

async function feed(categorySlug: string): Promise<string> {
  const res = await fetch(`${baseUrl}/feeds/${categorySlug}.xml`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
  return res.text();
}

/** Posts a motion design job (shown on the specialized design page) through the API; it waits for review. */
async function submitPosting(title: string): Promise<void> {
  await sendPosting({
    title,
    company: 'Frame\u0003 & Motion',
    type: 'Freelance',
    category: 'motion-design',
    description: 'Animate our product stories.\u0004\nA small remote team.',
    applicationUrl: 'https://frame.example/careers',
    email: 'jobs@frame.example',
  });
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
    await approveSubmission(suffix);
    const xml = await feed('specialized-design');
    expect(await xmllint(xml)).toEqual({ ok: true, output: '' });
    expect(xml).toContain(`<title>Motion Designer ${suffix}</title>`);
  });
});
