import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInAsAdmin } from './support/jobs';
import { useBrowser } from './support/platform';
import { approvedPosting } from './support/postings';

/**
 * "Report this job" end to end (docs/pages.md#reporting-a-job): a report sent from a posting's page, without
 * JavaScript (a plain form, kept unverified) and with it (the Turnstile stand-in's widget, loaded once the form is
 * opened, fills its token, and the worker verifies it at the stand-in's siteverify), reaches the administrator's
 * Reported Jobs queue, counted per reason.
 * A provider job, without a page of its own, is reported from the page its card's Report link opens.
 */
const browser = useBrowser();

describe('reporting a job', () => {
  it('takes a report with JavaScript off and on, and both reach the admin queue with their reasons', async () => {
    const posting = await approvedPosting('Reported');

    const plain = await browser.open(`/jobs/${posting.id}`, { javaScriptEnabled: false });
    await plain.getByText('Report this job').click();
    await plain.getByLabel('Filled or closed').check();
    await plain.getByLabel('Details (optional)').fill('The company says the role was filled in May.');
    await plain.getByRole('button', { name: 'Send report' }).click();
    await plain.getByText('Thank you. Your report was sent to our team, who will review this job.').waitFor();
    expect(new URL(plain.url()).search).toBe('?report=sent');

    // Turnstile's script is held until the test lets it through, as a slow network would hold it.
    let letThrough = () => {};
    const through = new Promise<void>((resolve) => (letThrough = resolve));
    const turnstileScripts: string[] = [];
    const scripted = await browser.open(`/jobs/${posting.id}`, {
      prepare: (context) =>
        context.route('**/turnstile/v0/api.js*', async (route) => {
          turnstileScripts.push(route.request().url());
          await through;
          await route.continue();
        }),
    });
    // The page asks for Turnstile only once its report form is opened, for explicit rendering.
    expect(turnstileScripts).toEqual([]);
    await scripted.getByText('Report this job').click();
    await expect.poll(() => turnstileScripts.map((url) => new URL(url).search), { timeout: 10_000 }).toEqual(['?render=explicit']);
    // Sent before the widget has given its token, the report waits for it, its button busy.
    await scripted.getByLabel('Scam').check();
    const send = scripted.getByRole('button', { name: 'Send report' });
    await send.click();
    await expect.poll(() => send.getAttribute('aria-busy'), { timeout: 10_000 }).toBe('true');
    expect(new URL(scripted.url()).search).toBe('');
    letThrough();
    await scripted.getByText('Thank you. Your report was sent to our team, who will review this job.').waitFor();

    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    await admin.goto('/admin/job-reports');
    const job = admin.getByRole('listitem').filter({ has: admin.getByRole('link', { name: posting.title }) });
    await job.waitFor();
    const counts = await job.getByLabel('Reports per reason').locator('div').allTextContents();
    expect(counts).toEqual(['Scam1', 'Filled or closed1', 'Not remote0', 'Pay missing or wrong0', 'Other0']);
    // The report that waited went with its token: verified.
    await job.getByText(/^1 verified, 1 unverified/).waitFor();
    await job.getByText('The company says the role was filled in May.').waitFor();
  });

  it('takes a provider job’s report from its card’s Report link, without JavaScript, into the admin queue', async () => {
    const details = `Asks for a fee up front ${randomBytes(4).toString('hex')}`;
    const list = await browser.open('/remote-product-design-jobs', { javaScriptEnabled: false });
    const card = list.getByRole('article').filter({ has: list.getByRole('link', { name: 'Report', exact: true }) }).first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link', { name: 'Report', exact: true }).click();
    await list.getByRole('heading', { level: 1, name: 'Report this job' }).waitFor();
    await list.getByText(title, { exact: true }).waitFor();
    await list.getByLabel('Scam').check();
    await list.getByLabel('Details (optional)').fill(details);
    await list.getByRole('button', { name: 'Send report' }).click();
    await list.getByText('Thank you. Your report was sent to our team, who will review this job.').waitFor();
    expect(new URL(list.url()).searchParams.get('report')).toBe('sent');

    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    await admin.goto('/admin/job-reports');
    const job = admin.getByRole('listitem').filter({ hasText: details });
    await job.getByRole('heading', { name: title }).waitFor();
  });

  it('sends a report at once, without waiting for a token, when Turnstile’s script cannot load', async () => {
    const list = await browser.open('/remote-product-design-jobs', { javaScriptEnabled: false });
    const report = await list.getByRole('link', { name: 'Report', exact: true }).first().getAttribute('href');
    const page = await browser.newPage({ prepare: (context) => context.route('**/turnstile/v0/api.js*', (route) => route.abort()) });
    const failed = page.waitForEvent('console', (message) => message.type() === 'error' && message.text().includes('Turnstile’s script did not load'));
    await page.goto(report!);
    await failed;
    await page.getByLabel('Other').check();
    await page.getByRole('button', { name: 'Send report' }).click();
    // Not held for a token that will not come (the hold would last 10 s).
    await page.getByText('Thank you. Your report was sent to our team, who will review this job.').waitFor({ timeout: 3_000 });
  });
});
