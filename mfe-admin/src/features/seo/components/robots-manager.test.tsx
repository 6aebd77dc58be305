import { defaultRobotsTxt } from '@rdj/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, ok } from '../../../../test/blog-fixture';
import { bodiesSentTo, held, noPageViews, stubFetch, type Handler } from '../../../../test/fetch-stub';
import { renderAdminAt } from '../../../../test/render-admin';
import { robotsKey, saveRobotsKey, seoDefaults } from '../../../../test/seo-fixture';
import { controlTimers } from '../../../../test/timers';

afterEach(() => {
  vi.useRealTimers();
});

async function openRobotsTab(handlers: Record<string, Handler> = {}) {
  const fetchMock = stubFetch({ ...seoDefaults, 'GET /api/admin/page-views?days=30': noPageViews, ...handlers });
  renderAdminAt('/admin/dashboard');
  await userEvent.click(await screen.findByRole('tab', { name: 'Robots.txt Manager' }));
  const panel = within(screen.getByRole('tabpanel', { name: 'Robots.txt Manager' }));
  return { fetchMock, panel, text: () => panel.getByLabelText('robots.txt') as HTMLTextAreaElement };
}

describe('Robots.txt manager', () => {
  it('loads the stored robots.txt into the dashboard tab', async () => {
    const { text } = await openRobotsTab({ [robotsKey]: ok({ text: 'User-agent: *\nDisallow: /terms\n', isDefault: false }) });
    await waitFor(() => expect(text().value).toBe('User-agent: *\nDisallow: /terms\n'));
  });

  it('falls back to the default text, with a note, when loading fails', async () => {
    const { panel, text } = await openRobotsTab({ [robotsKey]: apiError(500, 'internal_error', 'Internal error') });
    expect(await panel.findByText('The saved robots.txt could not be loaded: this is the default text.')).toBeTruthy();
    expect(text().value).toBe(defaultRobotsTxt(window.location.origin));
    expect(text().value).toContain('Disallow: /admin/\nDisallow: /api/');
  });

  it('saves: Saving..., then Saved successfully!, cleared after 3 s', async () => {
    const save = held();
    const { fetchMock, panel, text } = await openRobotsTab({ [saveRobotsKey]: save.handler });
    await waitFor(() => expect(text().disabled).toBe(false));
    const user = controlTimers();
    await user.type(text(), 'Disallow: /terms');
    await user.click(panel.getByRole('button', { name: 'Save' }));
    expect((panel.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement).disabled).toBe(true);
    save.release(ok({ text: 'User-agent: *\nAllow: /\nDisallow: /terms', isDefault: false }));
    expect((await panel.findByText('Saved successfully!')).getAttribute('role')).toBe('status');
    expect(bodiesSentTo(fetchMock, saveRobotsKey)).toEqual([{ text: 'User-agent: *\nAllow: /\nDisallow: /terms' }]);
    act(() => vi.advanceTimersByTime(3000));
    expect(panel.queryByText('Saved successfully!')).toBeNull();
  });

  it('says Error saving changes when saving fails', async () => {
    const { panel, text } = await openRobotsTab({ [saveRobotsKey]: apiError(500, 'internal_error', 'Internal error') });
    await waitFor(() => expect(text().disabled).toBe(false));
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    expect((await panel.findByRole('alert')).textContent).toBe('Error saving changes');
  });

  it('is also the SEO manager’s Manage Robots.txt dialog', async () => {
    stubFetch(seoDefaults);
    renderAdminAt('/admin/seo');
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Robots.txt' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Manage Robots.txt' }));
    await waitFor(() => expect((dialog.getByLabelText('robots.txt') as HTMLTextAreaElement).value).toBe('User-agent: *\nAllow: /\n'));
  });
});
