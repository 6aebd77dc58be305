/**
 * The first `npm start`: the platform answers before its job index has finished its first ingest run, and the home
 * page it shows then (the placeholders) is never cached, so the jobs appear at `/` as soon as the run is done
 * (docs/caching.md#what-is-cached, docs/job-index.md#freshness). A platform of this file's own, started without
 * filling the index.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../scripts/lib/test-platform.mjs';
import { jobCards } from './support/jobs';
import { useBrowser } from './support/platform';

const browser = useBrowser();
const placeholder = 'New remote design roles are on the way';

describe('a platform whose job index has not finished a run yet', () => {
  let fresh: TestPlatform;

  beforeAll(async () => {
    fresh = await startTestPlatform({ remotes: ['jobs', 'admin'], fillIndex: false });
  }, 120_000);

  afterAll(async () => {
    await fresh?.stop();
  });

  it('shows the placeholders at / until the first run is done, and the jobs at once after it', async () => {
    const page = await browser.newPage();
    await page.goto(`${fresh.baseUrl}/`);
    const featured = page.getByRole('region', { name: 'Featured Design Jobs' });
    await featured.getByText(placeholder).first().waitFor();
    expect(await jobCards(featured).count()).toBe(0);

    await fresh.fillIndex();

    await page.goto(`${fresh.baseUrl}/`);
    await jobCards(featured).first().waitFor();
    expect(await jobCards(featured).count()).toBe(3);
    expect(await featured.getByText(placeholder).count()).toBe(0);
  }, 180_000);
});
