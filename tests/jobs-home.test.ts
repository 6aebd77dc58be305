import { describe, expect, it } from 'vitest';
import { jobCards, signedRedirectTarget } from './support/jobs';
import { useBrowser } from './support/platform';

const browser = useBrowser();

describe('home page', () => {
  it('shows three featured job cards whose View Job opens the signed redirect page in a new tab without opener or referrer', async () => {
    const page = await browser.open('/');
    await page.getByRole('heading', { level: 1, name: 'Find Your Next Remote Design Job' }).waitFor();
    const featured = page.getByRole('region', { name: 'Featured Design Jobs' });
    const cards = jobCards(featured);
    // The cards arrive together, in one render, once the API answered.
    await cards.first().waitFor();
    expect(await cards.count()).toBe(3);
    expect(await featured.getByText('New remote design roles are on the way').count()).toBe(0);

    for (const card of await cards.all()) {
      expect((await card.getByRole('heading').textContent())?.trim()).toBeTruthy();
      const viewJob = card.getByRole('link', { name: 'View Job' });
      await signedRedirectTarget(await viewJob.getAttribute('href'));
      expect(await viewJob.getAttribute('target')).toBe('_blank');
      const rel = (await viewJob.getAttribute('rel'))?.split(/\s+/) ?? [];
      expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    }
  });

  it('goes to the category chosen in the hero dropdown with Show jobs', async () => {
    const page = await browser.open('/');
    await page.getByLabel('Choose a category').selectOption({ label: 'UX/UI Design' });
    // Choosing alone goes nowhere: the picker is a plain form, and Show jobs sends it.
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('button', { name: 'Show jobs' }).click();
    await page.waitForURL((url) => url.pathname === '/remote-ux-ui-design-jobs');
    await page.getByRole('heading', { level: 1, name: 'Remote UX/UI Design Jobs' }).waitFor();
  });
});
