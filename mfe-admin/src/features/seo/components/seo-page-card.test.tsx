import { seoManagerMessages } from '@rdj/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, ok } from '../../../../test/blog-fixture';
import { bodiesSentTo, callsTo, held, stubFetch, type Handler } from '../../../../test/fetch-stub';
import { renderAdminAt } from '../../../../test/render-admin';
import { aiKey, allPages, pagesKey, saveKey, seoDefaults, seoPage } from '../../../../test/seo-fixture';
import { controlTimers } from '../../../../test/timers';

afterEach(() => {
  vi.useRealTimers();
});

async function scan(handlers: Record<string, Handler>) {
  const fetchMock = stubFetch({ ...seoDefaults, ...handlers });
  renderAdminAt('/admin/seo');
  await userEvent.click(await screen.findByRole('button', { name: 'Scan Pages' }));
  return fetchMock;
}

const card = (path: string) => screen.getByRole('region', { name: path });

async function scanOne(page = seoPage(), handlers: Record<string, Handler> = {}) {
  const fetchMock = await scan({ [pagesKey]: ok({ pages: [page] }), ...handlers });
  return { fetchMock, card: within(await screen.findByRole('region', { name: page.path })) };
}

describe('SEO manager cards', () => {
  it('Scan Pages shows a card for each of the 17 fixed pages', async () => {
    await scan({ [pagesKey]: allPages() });
    expect(await screen.findByRole('region', { name: '/' })).toBeTruthy();
    expect(screen.getAllByRole('region').filter((r) => r.classList.contains('admin-seo-card'))).toHaveLength(17);
    expect(card('/remote-ux-ui-design-jobs')).toBeTruthy();
  });

  it('says Loading... while scanning and offers Retry when scanning fails', async () => {
    const pages = held();
    await scan({ [pagesKey]: pages.handler });
    expect(screen.getByText('Loading...')).toBeTruthy();
    pages.release(apiError(500, 'internal_error', 'Internal error'));
    expect((await screen.findByRole('alert')).textContent).toBe('Internal error');
    stubFetch({ ...seoDefaults, [pagesKey]: ok({ pages: [seoPage()] }) });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: '/about' })).toBeTruthy();
  });

  it.each([
    [49, '49/60 · too short'],
    [50, '50/60 · optimal'],
    [60, '60/60 · optimal'],
    [61, '61/60 · too long'],
  ])('counts a title of %i characters as %j', async (length, text) => {
    const { card } = await scanOne(seoPage({ title: 'x'.repeat(length) }));
    const title = card.getByLabelText('Title') as HTMLInputElement;
    expect(title.maxLength).toBe(60);
    expect(document.getElementById(title.getAttribute('aria-describedby')!)?.textContent).toBe(text);
  });

  it.each([
    [149, '149/160 · too short'],
    [150, '150/160 · optimal'],
    [160, '160/160 · optimal'],
    [161, '161/160 · too long'],
  ])('counts a description of %i characters as %j', async (length, text) => {
    const { card } = await scanOne(seoPage({ description: 'x'.repeat(length) }));
    const description = card.getByLabelText('Description') as HTMLTextAreaElement;
    expect(description.maxLength).toBe(160);
    expect(document.getElementById(description.getAttribute('aria-describedby')!)?.textContent).toBe(text);
  });

  it('counts as the title is typed', async () => {
    const { card } = await scanOne(seoPage({ title: 'x'.repeat(49) }));
    await userEvent.type(card.getByLabelText('Title'), 'y');
    expect(card.getByText('50/60 · optimal')).toBeTruthy();
  });

  it('reads No Changes until edited, then saves: Saving..., Saved successfully!, cleared after 3 s', async () => {
    const save = held();
    const { fetchMock, card } = await scanOne(seoPage({ title: 'About' }), { [saveKey]: save.handler });
    const noChanges = card.getByRole('button', { name: 'No Changes' }) as HTMLButtonElement;
    expect(noChanges.disabled).toBe(true);

    const user = controlTimers();
    await user.type(card.getByLabelText('Title'), ' us');
    await user.type(card.getByLabelText('Keywords (comma-separated)'), 'remote, design');
    await user.type(card.getByLabelText('Canonical URL'), 'https://x.io/about');
    const saveButton = card.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;
    expect(saveButton.disabled).toBe(false);
    await user.click(saveButton);

    expect((card.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement).disabled).toBe(true);
    const stored = seoPage({ title: 'About us', keywords: 'remote, design', canonical: 'https://x.io/about', updatedAt: '2026-05-01T00:00:00Z' });
    save.release(ok({ page: stored }));
    expect((await card.findByText('Saved successfully!')).getAttribute('role')).toBe('status');
    expect(bodiesSentTo(fetchMock, saveKey)).toEqual([
      { path: '/about', title: 'About us', description: '', keywords: 'remote, design', canonical: 'https://x.io/about', noindex: false },
    ]);
    expect((card.getByRole('button', { name: 'No Changes' }) as HTMLButtonElement).disabled).toBe(true);

    act(() => vi.advanceTimersByTime(2900));
    expect(card.getByText('Saved successfully!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(100));
    expect(card.queryByText('Saved successfully!')).toBeNull();
  });

  it('says Error saving changes when the save fails and keeps the edit', async () => {
    const { card } = await scanOne(seoPage(), { [saveKey]: apiError(500, 'internal_error', 'Internal error') });
    await userEvent.type(card.getByLabelText('Title'), 'About');
    await userEvent.click(card.getByRole('button', { name: 'Save Changes' }));
    expect((await card.findByRole('alert')).textContent).toBe(seoManagerMessages.saveFailed);
    expect((card.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement).disabled).toBe(false);
    expect((card.getByLabelText('Title') as HTMLInputElement).value).toBe('About');
  });

  it('unchecking Include in Sitemap warns about noindex and saves noindex true', async () => {
    const { fetchMock, card } = await scanOne(seoPage(), { [saveKey]: ok({ page: seoPage({ noindex: true }) }) });
    expect(card.queryByText(seoManagerMessages.noindexWarning)).toBeNull();
    await userEvent.click(card.getByRole('checkbox', { name: 'Include in Sitemap' }));
    expect(card.getByText(seoManagerMessages.noindexWarning)).toBeTruthy();
    await userEvent.click(card.getByRole('button', { name: 'Save Changes' }));
    await card.findByText('Saved successfully!');
    expect(bodiesSentTo(fetchMock, saveKey)).toMatchObject([{ path: '/about', noindex: true }]);
    expect((card.getByRole('checkbox', { name: 'Include in Sitemap' }) as HTMLInputElement).checked).toBe(false);
  });

  it('checking Include in Sitemap again clears noindex and the warning', async () => {
    const { card } = await scanOne(seoPage({ noindex: true }));
    expect(card.getByText(seoManagerMessages.noindexWarning)).toBeTruthy();
    await userEvent.click(card.getByRole('checkbox', { name: 'Include in Sitemap' }));
    expect(card.queryByText(seoManagerMessages.noindexWarning)).toBeNull();
  });

  it('Generate with AI asks for keywords first and sends nothing without them', async () => {
    const { fetchMock, card } = await scanOne(seoPage({ keywords: ' , ' }));
    await userEvent.click(card.getByRole('button', { name: 'Generate with AI' }));
    expect(card.getByRole('alert').textContent).toBe('Please add keywords first');
    expect(callsTo(fetchMock, aiKey)).toBe(0);
  });

  it('Generate with AI fills title and description and marks the card changed', async () => {
    const answer = held();
    const { fetchMock, card } = await scanOne(seoPage({ title: 'About', keywords: 'remote design, jobs' }), {
      [aiKey]: answer.handler,
    });
    await userEvent.click(card.getByRole('button', { name: 'Generate with AI' }));
    expect((card.getByRole('button', { name: 'Generating...' }) as HTMLButtonElement).disabled).toBe(true);
    const title = 'About Remote Design Jobs and our team | Remote Design Jobs';
    const description = 'd'.repeat(155);
    answer.release(ok({ title, description }));
    expect(await card.findByRole('button', { name: 'Generate with AI' })).toBeTruthy();
    expect((card.getByLabelText('Title') as HTMLInputElement).value).toBe(title);
    expect((card.getByLabelText('Description') as HTMLTextAreaElement).value).toBe(description);
    expect((card.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement).disabled).toBe(false);
    expect(bodiesSentTo(fetchMock, aiKey)).toEqual([{ path: '/about', title: 'About', keywords: 'remote design, jobs' }]);
  });

  it('Generate with AI shows the server’s error', async () => {
    const { card } = await scanOne(seoPage({ keywords: 'remote' }), {
      [aiKey]: apiError(502, 'ai_invalid_answer', seoManagerMessages.missingFields),
    });
    await userEvent.click(card.getByRole('button', { name: 'Generate with AI' }));
    expect((await card.findByRole('alert')).textContent).toBe('Missing title or description in AI response');
    expect(card.getByRole('button', { name: 'No Changes' })).toBeTruthy();
  });
});
