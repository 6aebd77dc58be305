import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { termsLoaded } from '../../../../test/blog-fixture';
import { signedIn, stubFetch } from '../../../../test/fetch-stub';
import { renderAdminAt } from '../../../../test/render-admin';
import { headerLevels } from '../../../../test/rich-text';

// Each test renders the admin with the Quill editor: up to 0.6 s idle, 0.9 s with both cores busy.
// Beside a loaded platform a 0.5 s test was seen passing 5 s, so these get 15 s.
vi.setConfig({ testTimeout: 15_000 });

/** The editor's chunk at its loading boundary: held until the test lets it load, or failing a number of times. */
const chunk = vi.hoisted(() => ({ gate: Promise.resolve(), failures: 0 }));
vi.mock('../lib/load-editor', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../lib/load-editor')>();
  return {
    loadEditor: async () => {
      await chunk.gate;
      if (chunk.failures > 0) {
        chunk.failures--;
        throw new Error('Failed to fetch dynamically imported module');
      }
      return actual.loadEditor();
    },
  };
});

let letLoad: () => void = () => {};
beforeEach(() => {
  chunk.gate = new Promise<void>((resolve) => (letLoad = resolve));
  chunk.failures = 0;
  stubFetch({ 'GET /api/auth/user': signedIn, ...termsLoaded });
});

describe('rich-text editor', () => {
  it('shows Loading editor... until Quill is drawn, whose toolbar offers header levels 1 to 3', async () => {
    renderAdminAt('/admin/blog/new');
    expect(await screen.findByText('Loading editor...')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Content' })).toBeNull();

    letLoad();
    expect(await screen.findByRole('textbox', { name: 'Content' })).toBeTruthy();
    expect(screen.queryByText('Loading editor...')).toBeNull();
    expect(headerLevels()).toEqual(['1', '2', '3', '']);
    for (const format of ['bold', 'italic', 'underline', 'link', 'blockquote', 'code-block', 'clean']) {
      expect(document.querySelector(`.ql-toolbar button.ql-${format}`), format).toBeTruthy();
    }
    expect(document.querySelectorAll('.ql-toolbar button.ql-list')).toHaveLength(2);
    expect(document.querySelector('.ql-toolbar .ql-color, .ql-toolbar .ql-background, .ql-toolbar .ql-font')).toBeNull();
  });

  it('offers Retry when the editor cannot be loaded, and loads it on Retry', async () => {
    chunk.failures = 1;
    renderAdminAt('/admin/blog/new');
    letLoad();
    expect((await screen.findByRole('alert')).textContent).toMatch(/editor could not be loaded/);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Content' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives the inline editor header levels 1 to 6 and its further formats', async () => {
    renderAdminAt('/admin/blog/inline-editor/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inline Editor' })).toBeTruthy();
    expect(screen.getByText('Loading...')).toBeTruthy();
    letLoad();
    await screen.findByRole('textbox', { name: 'Content' });
    expect(headerLevels()).toEqual(['1', '2', '3', '4', '5', '6', '']);
    for (const format of ['bold', 'italic', 'underline', 'strike', 'blockquote', 'code-block', 'link', 'clean']) {
      expect(document.querySelector(`.ql-toolbar button.ql-${format}`), format).toBeTruthy();
    }
    const values = (format: string) =>
      [...document.querySelectorAll(`.ql-toolbar button.ql-${format}`)].map((button) => button.getAttribute('value'));
    expect(values('list')).toEqual(['ordered', 'bullet']);
    expect(values('indent')).toEqual(['-1', '+1']);
    expect(values('script')).toEqual(['sub', 'super']);
    expect(document.querySelector('.ql-toolbar select.ql-align')).toBeTruthy();
  });
});
