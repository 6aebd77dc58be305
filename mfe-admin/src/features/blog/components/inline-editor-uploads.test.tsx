import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminPost, apiError, contentKey, ok, postId, postKey } from '../../../../test/blog-fixture';
import { bodiesSentTo, callsTo, held, signedIn, stubFetch } from '../../../../test/fetch-stub';
import { renderAdminAt } from '../../../../test/render-admin';
import { writeImage } from '../../../../test/rich-text';
import { stubUpload } from '../../../../test/xhr-stub';

// Each test renders the inline editor page, Quill included: up to 0.6 s idle, 0.9 s with both cores busy.
// Beside a loaded platform a 0.5 s test was seen passing 5 s, so these get 15 s.
vi.setConfig({ testTimeout: 15_000 });

// The compression library at its module boundary: these tests are about the upload, so it answers the image as it is.
vi.mock('browser-image-compression', () => ({ default: async (file: File) => file }));

const photo = () => new File([new Uint8Array(1000)], 'photo.png', { type: 'image/png' });

/** Opens a saved post in the inline editor with the next image upload held until the test answers it. */
async function openWithHeldUpload() {
  const upload = held();
  const sent = stubUpload(upload.handler);
  const fetchMock = stubFetch({
    'GET /api/auth/user': signedIn,
    [postKey]: ok({ post: adminPost() }),
    [contentKey]: ok({ post: adminPost({ updatedAt: '2026-11-07T08:00:00.000Z' }) }),
  });
  renderAdminAt(`/admin/blog/inline-editor/${postId}`);
  await screen.findByRole('textbox', { name: 'Content' });
  await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
  return { fetchMock, upload, sent };
}

describe('inline editor: Save Changes clicked while an image uploads into the content', () => {
  it('waits for the upload, says so, then saves once with the image in the content', async () => {
    const { fetchMock, upload, sent } = await openWithHeldUpload();
    await writeImage('Content', photo());
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const waiting = screen.getByRole('button', { name: 'Waiting for the image upload...' }) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
    expect(waiting.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText(/the save goes on by itself once the image has uploaded/).getAttribute('role')).toBe('status');
    fireEvent.click(waiting);
    expect(callsTo(fetchMock, contentKey)).toBe(0);

    upload.release({ status: 201, body: { url: '/blog-images/c0ntent.png' } });
    expect(await screen.findByText('Changes saved successfully')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, contentKey)).toEqual([
      {
        title: 'Remote design tips',
        content: '<h2>Start here</h2><p>Remote design work.<img src="/blog-images/c0ntent.png"></p>',
        expectedUpdatedAt: adminPost().updatedAt,
      },
    ]);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/admin/blog/images' });
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });

  it('saves nothing when the upload fails, and says an image in the content could not be uploaded', async () => {
    const { fetchMock, upload } = await openWithHeldUpload();
    await writeImage('Content', photo());
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('button', { name: 'Waiting for the image upload...' })).toBeTruthy();

    upload.release(apiError(415, 'unsupported_type', 'Only JPEG, PNG, WebP or GIF images can be uploaded'));
    const message = await screen.findByText('The changes were not saved: an image in the content could not be uploaded.');
    expect(message.getAttribute('role')).toBe('alert');
    expect(screen.getByText('Only JPEG, PNG, WebP or GIF images can be uploaded').getAttribute('role')).toBe('alert');
    expect(callsTo(fetchMock, contentKey)).toBe(0);
    expect(screen.getByRole('textbox', { name: 'Content' }).querySelector('img')).toBeNull();
    expect((screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
