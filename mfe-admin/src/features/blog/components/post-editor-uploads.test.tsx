import type { PostStatus } from '@rdj/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminPost, apiError, ok, postId, postKey, putKey } from '../../../../test/blog-fixture';
import { bodiesSentTo, callsTo, held } from '../../../../test/fetch-stub';
import { field, openEditor } from '../../../../test/open-editor';
import { writeImage } from '../../../../test/rich-text';
import { stubUpload } from '../../../../test/xhr-stub';
import { toLocalInput } from '../lib/post-form';

// Each test renders the post editor page, Quill included: up to 0.9 s idle, 1.2 s with both cores busy.
// Beside a loaded platform a 0.5 s test was seen passing 5 s, so these get 15 s.
vi.setConfig({ testTimeout: 15_000 });

// The compression library at its module boundary: these tests are about the upload, so it answers the image as it is.
vi.mock('browser-image-compression', () => ({ default: async (file: File) => file }));

const editPath = `/admin/blog/edit/${postId}`;
const newImage = '/blog-images/n3w.jpg';
const photo = () => new File([new Uint8Array(1000)], 'photo.jpg', { type: 'image/jpeg' });
const uploadRefused = apiError(413, 'too_large', 'Images may be at most 2 MB');
const tomorrow = new Date(Date.now() + 86_400_000);
tomorrow.setSeconds(0, 0);

/** The three ways the post editor's button saves, by the status chosen: what it reads and what it says when done. */
const buttons: { status: PostStatus; label: string; done: RegExp; notDone: string }[] = [
  { status: 'published', label: 'Publish Now', done: /^Post published successfully$/, notDone: 'The post was not published' },
  { status: 'scheduled', label: 'Schedule Post', done: /^Post scheduled for /, notDone: 'The post was not scheduled' },
  { status: 'draft', label: 'Save Draft', done: /^Draft saved successfully$/, notDone: 'The draft was not saved' },
];

/** Opens a saved post with its older image, holds the next image upload and sets the status the button saves. */
async function openWithHeldUpload(status: PostStatus) {
  const upload = held();
  stubUpload(upload.handler);
  const fetchMock = await openEditor(editPath, {
    [postKey]: ok({ post: adminPost() }),
    [putKey]: ok({ post: adminPost({ status, updatedAt: '2026-11-07T08:00:00.000Z', scheduledFor: tomorrow.toISOString() }) }),
  });
  await userEvent.selectOptions(screen.getByLabelText('Status'), status);
  if (status === 'scheduled') fireEvent.change(field('Schedule for *'), { target: { value: toLocalInput(tomorrow) } });
  return { fetchMock, upload };
}

/** The image input, labelled "Featured Image *" when the status needs one. */
const imageInput = () => screen.getByLabelText(/^Featured Image( \*)?$/) as HTMLInputElement;
const waitingButton = () => screen.getByRole('button', { name: 'Waiting for the image upload...' }) as HTMLButtonElement;

describe.each(buttons)('post editor: $label clicked while an image uploads', ({ status, label, done, notDone }) => {
  it(`waits for the featured image, says so, then ${label} saves once with the new image`, async () => {
    const { fetchMock, upload } = await openWithHeldUpload(status);
    await userEvent.upload(imageInput(), photo());
    await userEvent.click(screen.getByRole('button', { name: label }));

    expect(waitingButton().disabled).toBe(true);
    expect(waitingButton().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText(/the save goes on by itself once the image has uploaded/).getAttribute('role')).toBe('status');
    // Enter in a field submits the form too: still one save.
    fireEvent.submit(screen.getByRole('form', { name: 'Blog post' }));
    expect(callsTo(fetchMock, putKey)).toBe(0);

    upload.release({ status: 201, body: { url: newImage } });
    expect(await screen.findByText(done)).toBeTruthy();
    expect(bodiesSentTo(fetchMock, putKey)).toMatchObject([{ post: { status, featuredImageUrl: newImage } }]);
    expect(screen.getByRole('button', { name: label })).toBeTruthy();
  });

  it(`saves nothing when the featured image fails, and says ${notDone}`, async () => {
    const { fetchMock, upload } = await openWithHeldUpload(status);
    await userEvent.upload(imageInput(), photo());
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(waitingButton()).toBeTruthy();

    upload.release(uploadRefused);
    const message = await screen.findByText(`${notDone}: the featured image could not be uploaded.`);
    expect(message.getAttribute('role')).toBe('alert');
    expect(screen.getByText('Images may be at most 2 MB').getAttribute('role')).toBe('alert');
    expect(callsTo(fetchMock, putKey)).toBe(0);
    expect((screen.getByRole('button', { name: label }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('post editor: an image dropped into the content', () => {
  it('is uploaded and put in by its address, and Save Draft clicked meanwhile waits to send the content with it', async () => {
    const { fetchMock, upload } = await openWithHeldUpload('draft');
    await writeImage('Content', photo());
    expect(screen.getByText('Uploading image...')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(waitingButton()).toBeTruthy();

    upload.release({ status: 201, body: { url: newImage } });
    expect(await screen.findByText('Draft saved successfully')).toBeTruthy();
    const [sent] = bodiesSentTo(fetchMock, putKey) as { post: { content: string; featuredImageUrl: string } }[];
    expect(sent?.post.content).toContain(`<img src="${newImage}">`);
    expect(sent?.post.featuredImageUrl).toBe(adminPost().featuredImageUrl);
    await waitFor(() => expect(screen.queryByText('Uploading image...')).toBeNull());
  });
});
