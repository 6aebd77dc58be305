import { describe, expect, it } from 'vitest';
import { decode, readHead } from './support/html';
import { cardFacts, cardTitles, endlessList, jobCards, mainListing, scrollToEnd, settled } from './support/jobs';
import { baseUrl, useBrowser } from './support/platform';

const browser = useBrowser();

const graphicPage = '/remote-graphic-design-jobs';
const graphic = 'Graphic Design';

describe('category page listing', () => {
  it('narrows the cards to the search at an address of its own, says No jobs found matching your search when nothing matches, and Back shows the search before', async () => {
    const page = await browser.open(graphicPage);
    const listing = mainListing(page, graphic);
    await jobCards(listing).first().waitFor();
    const before = await cardTitles(listing);
    expect(before.some((title) => !/packaging/i.test(title))).toBe(true);
    await listing.getByRole('link', { name: 'Show More' }).waitFor();

    const search = page.getByRole('searchbox', { name: 'Search jobs' });
    expect(await search.getAttribute('placeholder')).toBe('Search jobs...');
    await search.fill('packaging');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // A search is a page of its own: its address holds the text.
    await page.waitForURL((url) => url.searchParams.get('q') === 'packaging');
    await jobCards(listing).filter({ hasText: /packaging/i }).first().waitFor();
    await settled(listing);
    const found = await cardTitles(listing);
    expect(found.length).toBeGreaterThan(0);
    for (const title of found) expect(title).toMatch(/packaging/i);

    await search.fill('zqxj nonexistent discipline');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'zqxj nonexistent discipline');
    await listing.getByText('No jobs found matching your search', { exact: true }).waitFor();
    expect(await jobCards(listing).count()).toBe(0);
    expect(await listing.getByRole('link', { name: 'Show More' }).count()).toBe(0);

    // Back to the search before: its results, and its text in the box, not the text typed last.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('q') === 'packaging');
    expect(await search.inputValue()).toBe('packaging');
    expect(await cardTitles(listing)).toEqual(found);
  });

  it('appends the next page on Show More in place until the last page, the address following, then drops the link', async () => {
    const page = await browser.open(graphicPage);
    const listing = mainListing(page, graphic);
    const cards = jobCards(listing);
    const showMore = listing.getByRole('link', { name: 'Show More' });
    await cards.first().waitFor();
    await settled(listing);
    const firstPage = await cardTitles(listing);
    // Gone if the page were loaded again rather than grown in place.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    let clicks = 0;
    while ((await showMore.count()) > 0) {
      const shown = await cards.count();
      await showMore.click();
      clicks += 1;
      await cards.nth(shown).waitFor();
      await settled(listing);
      expect(clicks).toBeLessThan(20);
    }
    expect(clicks).toBeGreaterThan(1);
    const all = await cardTitles(listing);
    expect(all.slice(0, firstPage.length)).toEqual(firstPage);
    expect(await listing.getByText('Loading more jobs...').count()).toBe(0);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(new URL(page.url()).searchParams.get('page')).toBe(String(clicks + 1));
  });
});

describe('endless list on the graphic design page', () => {
  it('loads the next page when the last card scrolls into view, and ends with No more jobs to load', async () => {
    const page = await browser.open(graphicPage);
    const list = endlessList(page, graphic);
    const cards = jobCards(list);
    await cards.first().waitFor();
    await settled(list);
    const firstPage = await cards.count();
    // Below the category's own listing, nothing more loads until the visitor scrolls down.
    expect(await list.getByText('No more jobs to load').count()).toBe(0);

    const scrolls = await scrollToEnd(list);
    expect(scrolls).toBeGreaterThan(1);
    expect(await cards.count()).toBeGreaterThan(firstPage);
    await list.getByText('No more jobs to load', { exact: true }).waitFor();
  });

  it('lists only jobs of the employment type checked and applied, down to the end of the list', async () => {
    const page = await browser.open(graphicPage);
    const list = endlessList(page, graphic);
    const cards = jobCards(list);
    await cards.first().waitFor();
    await settled(list);
    const typesBefore = await Promise.all((await cards.all()).map(async (card) => (await cardFacts(card))[1]));
    expect(typesBefore.some((type) => type !== 'Contract')).toBe(true);

    // Checking a box applies nothing by itself: Apply filters loads the filtered page's address.
    await list.getByRole('group', { name: 'Employment type' }).getByRole('checkbox', { name: 'Contract' }).check();
    await list.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL((url) => url.searchParams.getAll('employment').join() === 'Contract');
    await cards.first().waitFor();
    await scrollToEnd(list);
    const types = await Promise.all((await cards.all()).map(async (card) => (await cardFacts(card))[1]));
    expect(types.length).toBeGreaterThan(1);
    for (const type of types) expect(type).toMatch(/contract/i);
  });
});

describe('category page head', () => {
  it('links the category RSS feed from the head, and the feed answers RSS 2.0 with the jobs of the page', async () => {
    const page = await browser.open(graphicPage);
    const listing = mainListing(page, graphic);
    await jobCards(listing).first().waitFor();
    const feedLink = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    const href = await feedLink.getAttribute('href');
    expect(new URL(href!, baseUrl).pathname).toBe('/feeds/graphic-design.xml');

    const edgeHead = readHead(await (await fetch(`${baseUrl}${graphicPage}`)).text());
    expect(edgeHead.feed).toBe(href);

    const res = await fetch(new URL(href!, baseUrl));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0"/);
    expect(xml).toMatch(/<rss\b[^>]*\bversion="2.0"/);
    expect(xml).toContain('<channel>');
    const items = [...xml.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map(([, title]) => decode(title!));
    expect(items.length).toBeGreaterThan(0);
    // Page 1 of the listing, as the page shows it before Show More.
    await settled(listing);
    expect(items).toEqual(await cardTitles(listing));
  });

  it('shows the UX/UI page on the ui-ux path, naming /remote-ux-ui-design-jobs as canonical', async () => {
    const page = await browser.open('/remote-ui-ux-design-jobs');
    await page.getByRole('heading', { level: 1, name: 'Remote UX/UI Design Jobs' }).waitFor();
    await jobCards(mainListing(page, 'UX/UI Design')).first().waitFor();
    const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`${baseUrl}/remote-ux-ui-design-jobs`);
    const edgeHead = readHead(await (await fetch(`${baseUrl}/remote-ui-ux-design-jobs`)).text());
    expect(edgeHead.canonical).toBe(`${baseUrl}/remote-ux-ui-design-jobs`);
  });
});
