import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminPost, apiError, autosaveKey, createKey, ok, postId, postKey, putKey } from '../../../../test/blog-fixture';
import { bodiesSentTo, callsTo, held } from '../../../../test/fetch-stub';
import { field, location, openEditor } from '../../../../test/open-editor';
import { writeInEditor } from '../../../../test/rich-text';
import { controlTimers } from '../../../../test/timers';

// Each test renders the post editor page, Quill included: up to 1.0 s idle, 1.2 s with both cores busy.
// Beside a loaded platform a 0.5 s test was seen passing 5 s, so these get 15 s.
vi.setConfig({ testTimeout: 15_000 });

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

type Sent = { post: { status: string; title: string; scheduledFor: string | null }; expectedUpdatedAt: string };

afterEach(() => {
  vi.useRealTimers();
});

describe('post editor: autosave', () => {
  it('saves a new post as a draft 30 s after the last change, then keeps autosaving that post', async () => {
    const user = controlTimers();
    const created = adminPost({ title: 'Half-written', updatedAt: '2026-11-07T08:00:00.000Z' });
    const fetchMock = await openEditor('/admin/blog/new', {
      [createKey]: ok({ post: created }, 201),
      [autosaveKey]: ok({ post: { ...created, updatedAt: '2026-11-07T08:01:00.000Z' } }),
    });
    await user.selectOptions(screen.getByLabelText('Status'), 'published');
    await user.type(field('Title *'), 'Half-written');

    advance(29_000);
    expect(callsTo(fetchMock, createKey)).toBe(0);
    advance(1_000);
    expect((await screen.findByText('Draft saved successfully')).getAttribute('role')).toBe('status');
    expect(bodiesSentTo(fetchMock, createKey)).toMatchObject([{ title: 'Half-written', status: 'draft', scheduledFor: null }]);
    await waitFor(() => expect(location()).toBe(`/admin/blog/edit/${postId}`));
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('published');

    advance(3_000);
    expect(screen.queryByText('Draft saved successfully')).toBeNull();

    await user.type(field('Excerpt'), 'More to come.');
    advance(30_000);
    await waitFor(() => expect(callsTo(fetchMock, autosaveKey)).toBe(1));
    const [sent] = bodiesSentTo(fetchMock, autosaveKey) as Sent[];
    expect(sent?.expectedUpdatedAt).toBe('2026-11-07T08:00:00.000Z');
    expect(sent?.post.status).toBe('draft');
    expect(callsTo(fetchMock, createKey)).toBe(1);
    expect(callsTo(fetchMock, postKey)).toBe(0);
  });

  it('autosaves a published post through the autosave endpoint, leaving it published', async () => {
    const user = controlTimers();
    const live = adminPost({ status: 'published', publishedAt: '2026-11-05T10:00:00.000Z' });
    const revision = { ...live, draftRevision: { post: { ...live, excerpt: 'Sharper excerpt.' }, savedAt: '2026-11-07T08:00:00.000Z' } };
    const fetchMock = await openEditor(`/admin/blog/edit/${postId}`, {
      [postKey]: ok({ post: live }),
      [autosaveKey]: ok({ post: revision }),
    });
    await user.clear(field('Excerpt'));
    await user.type(field('Excerpt'), 'Sharper excerpt.');
    advance(30_000);

    expect(await screen.findByText('Draft saved successfully')).toBeTruthy();
    const [sent] = bodiesSentTo(fetchMock, autosaveKey) as Sent[];
    expect(sent?.expectedUpdatedAt).toBe(live.updatedAt);
    expect(sent?.post).toMatchObject({ excerpt: 'Sharper excerpt.', status: 'draft' });
    expect(callsTo(fetchMock, putKey)).toBe(0);
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('published');
    expect(screen.getByRole('button', { name: 'Publish Now' })).toBeTruthy();
  });

  it('does not autosave while title and content are empty', async () => {
    const user = controlTimers();
    const fetchMock = await openEditor('/admin/blog/new');
    await user.type(field('Excerpt'), 'Only an excerpt so far.');
    advance(30_000);
    await new Promise((resolve) => setImmediate(resolve));
    expect(callsTo(fetchMock, createKey)).toBe(0);
  });

  it('saves content without a title yet as an Untitled draft', async () => {
    controlTimers();
    const fetchMock = await openEditor('/admin/blog/new', { [createKey]: ok({ post: adminPost({ title: 'Untitled' }) }, 201) });
    await writeInEditor('Content', '<p>A first paragraph.</p>');
    advance(30_000);
    await waitFor(() => expect(callsTo(fetchMock, createKey)).toBe(1));
    expect(bodiesSentTo(fetchMock, createKey)).toMatchObject([{ title: 'Untitled', content: '<p>A first paragraph.</p>' }]);
    expect(field('Title *').value).toBe('');
  });

  it('says Error saving draft when the autosave fails', async () => {
    const user = controlTimers();
    await openEditor(`/admin/blog/edit/${postId}`, {
      [postKey]: ok({ post: adminPost() }),
      [autosaveKey]: apiError(500, 'internal_error', 'Internal error'),
    });
    await user.type(field('Excerpt'), ' More.');
    advance(30_000);
    expect((await screen.findByText('Error saving draft')).getAttribute('role')).toBe('alert');
  });

  it('drops the pending autosave when the admin saves by hand', async () => {
    const user = controlTimers();
    const fetchMock = await openEditor(`/admin/blog/edit/${postId}`, {
      [postKey]: ok({ post: adminPost() }),
      [putKey]: ok({ post: adminPost({ updatedAt: '2026-11-07T08:00:00.000Z' }) }),
    });
    await user.type(field('Excerpt'), ' More.');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await screen.findByText('Draft saved successfully');
    advance(30_000);
    await new Promise((resolve) => setImmediate(resolve));
    expect(callsTo(fetchMock, autosaveKey)).toBe(0);
    expect(callsTo(fetchMock, putKey)).toBe(1);
  });

  it('holds a save until the autosave under way has answered, then sends the version it answered', async () => {
    const user = controlTimers();
    const autosave = held();
    const fetchMock = await openEditor(`/admin/blog/edit/${postId}`, {
      [postKey]: ok({ post: adminPost() }),
      [autosaveKey]: autosave.handler,
      [putKey]: ok({ post: adminPost({ updatedAt: '2026-11-07T09:00:00.000Z' }) }),
    });
    await user.type(field('Excerpt'), ' More.');
    advance(30_000);
    await waitFor(() => expect(callsTo(fetchMock, autosaveKey)).toBe(1));

    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(callsTo(fetchMock, putKey)).toBe(0);
    autosave.release(ok({ post: adminPost({ updatedAt: '2026-11-07T08:00:00.000Z' }) }));

    await waitFor(() => expect(callsTo(fetchMock, putKey)).toBe(1));
    expect(bodiesSentTo(fetchMock, putKey)).toMatchObject([{ expectedUpdatedAt: '2026-11-07T08:00:00.000Z' }]);
  });
});
