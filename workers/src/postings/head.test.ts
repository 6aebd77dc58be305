import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../test/support/auth';
import { call } from '../../test/support/call';
import { expire, reviewed, submitted } from '../../test/support/postings';

let token = '';

beforeAll(async () => {
  token = (await signedInAdmin('postings-head')).session.access_token;
});

async function page(id: string): Promise<{ status: number; html: string }> {
  const res = await call(`/jobs/${id}`);
  return { status: res.status, html: await res.text() };
}

/** The parsed JSON-LD of the page, or undefined when it has none. */
function structuredDataOf(html: string): Record<string, unknown> | undefined {
  const text = html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)?.[1];
  return text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>);
}

describe('the page of a job posting, /jobs/{id}', () => {
  it('carries the title, description, canonical link and JobPosting structured data once approved', async () => {
    const id = await submitted({ title: 'Motion Designer <Lead>', workFrom: ['PT', 'ES'], type: 'Full-time', applicationCloses: '' });
    const approved = await reviewed(id, 'approve', token);
    const { status, html } = await page(id);
    expect(status).toBe(200);
    expect(html).toContain('<title>Motion Designer &lt;Lead&gt; at Northwind Studio | Remote Design Jobs</title>');
    expect(html).toContain(
      '<meta name="description" content="Lead motion work for our product launches. You will own the animation system.">',
    );
    expect(html).toContain(`<link rel="canonical" href="${env.PUBLIC_ORIGIN}/jobs/${id}">`);
    expect(html).not.toContain('noindex');

    expect(structuredDataOf(html)).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Motion Designer <Lead>',
      description:
        '<p>Lead motion work for our product launches.</p><p>You will own the animation system.</p>' +
        '<p><strong>Requirements</strong></p><p>5 years of After Effects</p>',
      identifier: { '@type': 'PropertyValue', name: 'Northwind Studio', value: id },
      datePosted: approved.reviewedAt,
      validThrough: approved.expiresAt,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Northwind Studio', sameAs: 'https://northwind.example' },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [
        { '@type': 'Country', name: 'Portugal' },
        { '@type': 'Country', name: 'Spain' },
      ],
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 60000, maxValue: 80000, unitText: 'YEAR' },
      },
      url: `${env.PUBLIC_ORIGIN}/jobs/${id}`,
      directApply: false,
    });
  });

  it('gives the JobPosting the day applications close as its validThrough, and a state as a State', async () => {
    const id = await submitted({ workFrom: ['US-CO', 'CA'] });
    const approved = await reviewed(id, 'approve', token);
    const data = structuredDataOf((await page(id)).html);
    expect(approved.applicationCloses).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data).toMatchObject({
      validThrough: approved.applicationCloses,
      applicantLocationRequirements: [
        { '@type': 'Country', name: 'Canada' },
        { '@type': 'State', name: 'Colorado' },
      ],
    });
  });

  it('leaves baseSalary out when the salary is not disclosed', async () => {
    // The United Kingdom: no pay law of docs/postings.md#pay-transparency-laws reaches it.
    const id = await submitted({ salaryMin: '', salaryMax: '', salaryUndisclosed: 'on', workFrom: ['GB'] });
    await reviewed(id, 'approve', token);
    const data = structuredDataOf((await page(id)).html);
    expect(data?.['@type']).toBe('JobPosting');
    expect(data).not.toHaveProperty('baseSalary');
  });

  it('cannot be closed early by a posting that contains </script>', async () => {
    const title = 'Designer</script><script>alert(1)</script>';
    const id = await submitted({ title });
    await reviewed(id, 'approve', token);
    const { html } = await page(id);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(structuredDataOf(html)?.title).toBe(title);
  });

  it('stays after expiry, noindex and without JobPosting data (docs/postings.md#lifecycle)', async () => {
    const expired = await submitted({ title: 'Expired Motion Designer' });
    await reviewed(expired, 'approve', token);
    expect((await page(expired)).html).not.toContain('noindex');
    await expire(expired);
    const { status, html } = await page(expired);
    expect(status).toBe(200);
    expect(html).toContain('<title>Expired Motion Designer at Northwind Studio | Remote Design Jobs</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(structuredDataOf(html)).toBeUndefined();
  });

  it('is the not-found page with 404 before approval and after rejection', async () => {
    const pending = await submitted();
    const rejected = await submitted();
    await reviewed(rejected, 'reject', token);

    for (const id of [pending, rejected, crypto.randomUUID()]) {
      const { status, html } = await page(id);
      expect(status).toBe(404);
      expect(html).toContain('<title>Page not found | Remote Design Jobs</title>');
      expect(structuredDataOf(html)).toBeUndefined();
    }
  });
});
