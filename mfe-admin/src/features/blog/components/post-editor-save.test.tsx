import { blogMessages, sitemapNotes } from '@rdj/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminPost, apiError, createKey, ok, postId, postKey, putKey } from '../../../../test/blog-fixture';
import { bodiesSentTo, callsTo, held } from '../../../../test/fetch-stub';
import { field, location, openEditor } from '../../../../test/open-editor';
import { controlTimers } from '../../../../test/timers';
import { toLocalInput } from '../lib/post-form';

// Each test renders the post editor page, Quill included: up to 0.9 s idle, 1.2 s with both cores busy.
// Beside a loaded platform a 0.5 s test was seen passing 5 s, so these get 15 s.
vi.setConfig({ testTimeout: 15_000 });

const editPath = `/admin/blog/edit/${postId}`;
const loaded = adminPost();
const answered = (overrides: Parameters<typeof adminPost>[0]) =>
  ok({ post: adminPost({ updatedAt: '2026-11-07T08:00:00.000Z', ...overrides }) });

afterEach(() => {
  vi.useRealTimers();
});

describe('post editor: saving', () => {
  it('saves a new draft with POST, then edits it at /admin/blog/edit/{id} without loading it again', async () => {
    const user = controlTimers();
    const fetchMock = await openEditor('/admin/blog/new', { [createKey]: ok({ post: adminPost({ title: 'First draft' }) }, 201) });
    await user.type(field('Title *'), 'First draft');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));

    expect((await screen.findByText('Draft saved successfully')).getAttribute('role')).toBe('status');
    await waitFor(() => expect(location()).toBe(editPath));
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeTruthy();
    expect(field('Title *').value).toBe('First draft');
    expect(callsTo(fetchMock, postKey)).toBe(0);
    expect(bodiesSentTo(fetchMock, createKey)).toEqual([
      {
        title: 'First draft',
        excerpt: '',
        content: '',
        featuredImageUrl: null,
        featuredImageAlt: '',
        category: '',
        metaTitle: '',
        metaDescription: '',
        keywords: '',
        canonical: '',
        readTime: null,
        tags: [],
        status: 'draft',
        scheduledFor: null,
        addToSitemap: true,
      },
    ]);

    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByText('Draft saved successfully')).toBeTruthy();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText('Draft saved successfully')).toBeNull();
  });

  it('publishes a loaded post with PUT and the updatedAt it was loaded as; the next save sends the new one', async () => {
    const fetchMock = await openEditor(editPath, {
      [postKey]: ok({ post: loaded }),
      [putKey]: [
        answered({ status: 'published', publishedAt: '2026-11-07T08:00:00.000Z' }),
        answered({ status: 'published', updatedAt: '2026-11-07T09:00:00.000Z' }),
      ],
    });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'published');
    expect(screen.getByText(sitemapNotes.published)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Publish Now' }));

    expect((await screen.findByText('Post published successfully')).getAttribute('role')).toBe('status');
    await userEvent.click(screen.getByRole('button', { name: 'Publish Now' }));
    await waitFor(() => expect(callsTo(fetchMock, putKey)).toBe(2));

    const [first, second] = bodiesSentTo(fetchMock, putKey) as { post: { status: string }; expectedUpdatedAt: string }[];
    expect(first?.expectedUpdatedAt).toBe(loaded.updatedAt);
    expect(first?.post.status).toBe('published');
    expect(second?.expectedUpdatedAt).toBe('2026-11-07T08:00:00.000Z');
  });

  it('disables the button while saving', async () => {
    const save = held();
    await openEditor(editPath, { [postKey]: ok({ post: loaded }), [putKey]: save.handler });
    const button = screen.getByRole('button', { name: 'Save Draft' }) as HTMLButtonElement;
    await userEvent.click(button);
    expect(button.disabled).toBe(true);
    save.release(answered({}));
    await screen.findByText('Draft saved successfully');
    expect(button.disabled).toBe(false);
  });

  it('schedules: a date-time picker from now on, the button disabled until a time is chosen', async () => {
    const at = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    at.setSeconds(0, 0);
    const fetchMock = await openEditor(editPath, {
      [postKey]: ok({ post: loaded }),
      [putKey]: answered({ status: 'scheduled', scheduledFor: at.toISOString() }),
    });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'scheduled');
    const button = screen.getByRole('button', { name: 'Schedule Post' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText(sitemapNotes.scheduled)).toBeTruthy();

    const picker = field('Schedule for *');
    expect(picker.type).toBe('datetime-local');
    expect(Math.abs(new Date(picker.min).getTime() - Date.now())).toBeLessThan(60_000);

    fireEvent.change(picker, { target: { value: toLocalInput(at) } });
    expect(button.disabled).toBe(false);
    await userEvent.click(button);

    expect((await screen.findByText(`Post scheduled for ${at.toLocaleString()}`)).getAttribute('role')).toBe('status');
    expect(bodiesSentTo(fetchMock, putKey)).toMatchObject([{ post: { status: 'scheduled', scheduledFor: at.toISOString() } }]);
  });

  it('refuses a schedule in the past before calling the server', async () => {
    const fetchMock = await openEditor(editPath, { [postKey]: ok({ post: loaded }) });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'scheduled');
    fireEvent.change(field('Schedule for *'), { target: { value: '2020-01-01T10:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Schedule Post' }));

    expect(screen.getByRole('alert').textContent).toBe(blogMessages.scheduleInPast);
    expect(callsTo(fetchMock, putKey)).toBe(0);
  });

  it('asks for a title, and for a featured image and read time to publish, with the shared messages', async () => {
    const fetchMock = await openEditor('/admin/blog/new');
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(screen.getByRole('alert').textContent).toBe('Title is required');

    await userEvent.type(field('Title *'), 'Ready to go');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'published');
    await userEvent.click(screen.getByRole('button', { name: 'Publish Now' }));
    const problems = [...screen.getByRole('alert').querySelectorAll('li')].map((item) => item.textContent);
    expect(problems).toEqual(['A featured image is required', 'Read time is required']);
    expect(callsTo(fetchMock, createKey)).toBe(0);
  });

  it('says Error saving post when the save fails, and clears it after 3 s', async () => {
    await openEditor(editPath, {
      [postKey]: ok({ post: loaded }),
      [putKey]: apiError(500, 'internal_error', 'Internal error'),
    });
    const user = controlTimers();
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error saving post');
    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByText('Error saving post')).toBeTruthy();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText('Error saving post')).toBeNull();
  });

  it("shows the server's message when it refuses the form as invalid", async () => {
    await openEditor(editPath, {
      [postKey]: ok({ post: loaded }),
      [putKey]: apiError(400, 'invalid_input', 'Enter a full URL, starting with https://'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a full URL, starting with https://');
  });

  it('keeps the edits when the post changed elsewhere (409) and reloads the latest version on request', async () => {
    const fetchMock = await openEditor(editPath, {
      [postKey]: [ok({ post: loaded }), ok({ post: adminPost({ title: 'Changed in another tab' }) })],
      [putKey]: apiError(409, 'conflict', blogMessages.staleSave),
    });
    await userEvent.clear(field('Title *'));
    await userEvent.type(field('Title *'), 'My unsaved title');
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));

    expect((await screen.findByRole('alert')).textContent).toBe(blogMessages.staleSave);
    expect(field('Title *').value).toBe('My unsaved title');

    await userEvent.click(screen.getByRole('button', { name: 'Reload latest' }));
    await waitFor(() => expect(field('Title *').value).toBe('Changed in another tab'));
    expect(screen.queryByText(blogMessages.staleSave)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reload latest' })).toBeNull();
    expect(callsTo(fetchMock, postKey)).toBe(2);
  });
});
