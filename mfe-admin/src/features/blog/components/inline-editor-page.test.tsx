import { blogMessages } from '@rdj/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminPost, apiError, contentKey, createKey, ok, postId, postKey } from '../../../../test/blog-fixture';
import { bodiesSentTo, callsTo, held, signedIn, stubFetch, type Handler } from '../../../../test/fetch-stub';
import { location } from '../../../../test/open-editor';
import { renderAdminAt } from '../../../../test/render-admin';
import { writeInEditor } from '../../../../test/rich-text';
import { controlTimers } from '../../../../test/timers';

// Each test renders the inline editor page, Quill included: up to 0.6 s idle, 0.9 s with both cores busy.
// Beside a loaded platform a 0.5 s test was seen passing 5 s, so these get 15 s.
vi.setConfig({ testTimeout: 15_000 });

const inlinePath = `/admin/blog/inline-editor/${postId}`;
const title = () => screen.getByLabelText('Title *') as HTMLInputElement;

async function openInline(path: string, handlers: Record<string, Handler> = {}) {
  const fetchMock = stubFetch({ 'GET /api/auth/user': signedIn, ...handlers });
  renderAdminAt(path);
  await screen.findByRole('textbox', { name: 'Content' });
  await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
  return fetchMock;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('inline editor', () => {
  it('shows Loading... until the post and the editor are ready, then its title and content', async () => {
    const post = held();
    const fetchMock = stubFetch({ 'GET /api/auth/user': signedIn, [postKey]: post.handler });
    renderAdminAt(inlinePath);
    await waitFor(() => expect(callsTo(fetchMock, postKey)).toBe(1));
    expect(screen.getByRole('heading', { level: 1, name: 'Inline Editor' })).toBeTruthy();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();

    post.release(ok({ post: adminPost() }));
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
    expect(title().value).toBe('Remote design tips');
    expect(screen.getByRole('textbox', { name: 'Content' }).innerHTML).toBe('<h2>Start here</h2><p>Remote design work.</p>');
    expect(screen.getByRole('link', { name: 'Back to Post Editor' }).getAttribute('href')).toBe(`/admin/blog/edit/${postId}`);
  });

  it('switches between Edit Mode and a live Preview Mode of the title and HTML', async () => {
    await openInline(inlinePath, { [postKey]: ok({ post: adminPost() }) });
    expect(screen.getByRole('button', { name: 'Edit Mode' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.clear(title());
    await userEvent.type(title(), 'A better title');
    await writeInEditor('Content', '<h3>Fresh section</h3><p>New words.</p>');

    await userEvent.click(screen.getByRole('button', { name: 'Preview Mode' }));
    const preview = screen.getByRole('article', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { level: 1 }).textContent).toBe('A better title');
    expect(within(preview).getByRole('heading', { level: 3 }).textContent).toBe('Fresh section');
    expect(screen.getByRole('button', { name: 'Preview Mode' }).getAttribute('aria-pressed')).toBe('true');
    expect(title().closest('[hidden]')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Mode' }));
    expect(screen.queryByRole('article', { name: 'Preview' })).toBeNull();
    expect(title().closest('[hidden]')).toBeNull();
  });

  it('saves with PATCH: Saving..., then Changes saved successfully, cleared after 3 s', async () => {
    const save = held();
    const fetchMock = await openInline(inlinePath, { [postKey]: ok({ post: adminPost() }), [contentKey]: save.handler });
    const user = controlTimers();
    await user.type(title(), '!');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const busy = screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    save.release(ok({ post: adminPost({ title: 'Remote design tips!', updatedAt: '2026-11-07T08:00:00.000Z' }) }));
    expect((await screen.findByText('Changes saved successfully')).getAttribute('role')).toBe('status');
    expect(bodiesSentTo(fetchMock, contentKey)).toEqual([
      {
        title: 'Remote design tips!',
        content: '<h2>Start here</h2><p>Remote design work.</p>',
        expectedUpdatedAt: adminPost().updatedAt,
      },
    ]);

    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByText('Changes saved successfully')).toBeTruthy();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText('Changes saved successfully')).toBeNull();
  });

  it('says Error saving changes when the save fails', async () => {
    await openInline(inlinePath, {
      [postKey]: ok({ post: adminPost() }),
      [contentKey]: apiError(500, 'internal_error', 'Internal error'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error saving changes');
  });

  it('shows the stale-save message on 409, keeps the edits and can reload the latest version', async () => {
    await openInline(inlinePath, {
      [postKey]: [ok({ post: adminPost() }), ok({ post: adminPost({ title: 'Edited elsewhere' }) })],
      [contentKey]: apiError(409, 'conflict', blogMessages.staleSave),
    });
    await userEvent.type(title(), ' (mine)');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(blogMessages.staleSave);
    expect(title().value).toBe('Remote design tips (mine)');

    await userEvent.click(screen.getByRole('button', { name: 'Reload latest' }));
    await waitFor(() => expect(title().value).toBe('Edited elsewhere'));
  });

  it('starts empty for new; the first save creates a draft and the address becomes that post', async () => {
    const created = adminPost({ title: 'From the inline editor', content: '<p>Hello.</p>', updatedAt: '2026-11-07T08:00:00.000Z' });
    const fetchMock = await openInline('/admin/blog/inline-editor/new', {
      [createKey]: ok({ post: created }, 201),
      [contentKey]: ok({ post: { ...created, updatedAt: '2026-11-07T09:00:00.000Z' } }),
    });
    expect(title().value).toBe('');
    expect(screen.getByRole('link', { name: 'Back to Post Editor' }).getAttribute('href')).toBe('/admin/blog/new');

    await userEvent.type(title(), 'From the inline editor');
    await writeInEditor('Content', '<p>Hello.</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Changes saved successfully')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, createKey)).toEqual([{ title: 'From the inline editor', content: '<p>Hello.</p>' }]);
    await waitFor(() => expect(location()).toBe(inlinePath));
    expect(callsTo(fetchMock, postKey)).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(callsTo(fetchMock, contentKey)).toBe(1));
    expect(bodiesSentTo(fetchMock, contentKey)).toMatchObject([{ expectedUpdatedAt: '2026-11-07T08:00:00.000Z' }]);
    expect(callsTo(fetchMock, createKey)).toBe(1);
  });

  it('asks for a title before saving', async () => {
    const fetchMock = await openInline('/admin/blog/inline-editor/new');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert').textContent).toBe('Title is required');
    expect(callsTo(fetchMock, createKey)).toBe(0);
  });

  it('says Post not found. for an unknown post', async () => {
    stubFetch({ 'GET /api/auth/user': signedIn, [postKey]: apiError(404, 'not_found', 'Post not found.') });
    renderAdminAt(inlinePath);
    expect(await screen.findByText('Post not found.')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });
});
