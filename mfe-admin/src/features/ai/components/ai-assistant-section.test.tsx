import { aiMessages } from '@rdj/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminPost, apiError, postKey, postId } from '../../../../test/blog-fixture';
import { bodiesSentTo, callsTo } from '../../../../test/fetch-stub';
import { ndjsonStream, lines } from '../../../../test/ndjson-stream';
import { openEditor } from '../../../../test/open-editor';
import { quillNamed, writeInEditor } from '../../../../test/rich-text';

// Each test renders the post editor page, Quill included: up to 0.6 s idle, 1.0 s with both cores busy.
// Beside a loaded platform a 0.5 s test was seen passing 5 s, so these get 15 s.
vi.setConfig({ testTimeout: 15_000 });

const generateKey = 'POST /api/admin/ai/generate';
const modifyKey = 'POST /api/admin/ai/modify';
const assistant = () => within(screen.getByRole('region', { name: 'AI Content Assistant' }));
const preview = () => assistant().getByRole('region', { name: 'Preview' });
const button = (name: string) => assistant().getByRole('button', { name }) as HTMLButtonElement;
/** The editor's content as the form saves it. */
const editorHtml = async () => (await quillNamed('Content')).getSemanticHTML().replace(/&nbsp;/g, ' ');
const h2Check = () => screen.getAllByRole('listitem').find((item) => item.textContent?.includes('H2'))?.textContent;

describe('AI Content Assistant: generate', () => {
  it('asks for a primary keyword and calls nothing without one', async () => {
    const fetchMock = await openEditor('/admin/blog/new');
    await userEvent.click(button('Generate Content'));

    expect(assistant().getByRole('alert').textContent).toBe(aiMessages.enterKeyword);
    expect(callsTo(fetchMock, generateKey)).toBe(0);
  });

  it('offers the tone, format, intent and content type presets with their defaults', async () => {
    await openEditor('/admin/blog/new');
    const select = (label: string) => assistant().getByLabelText(label) as HTMLSelectElement;
    const labels = (label: string) => [...select(label).options].map((option) => option.textContent);

    expect(select('Tone').value).toBe('conversational');
    expect(labels('Tone')).toEqual(['Professional', 'Conversational', 'Educational', 'Entertaining', 'Persuasive', 'Empathetic']);
    expect(select('Format').value).toBe('regularBlog');
    expect(labels('Format')).toEqual(['Regular', 'How-to', 'Listicle', 'Interview', 'Case study', 'Tutorial', 'Comparison', 'Storytelling']);
    expect(select('Intent').value).toBe('learn');
    expect(select('Content Type').value).toBe('fullBlog');
  });

  // Typing in four fields and drawing Quill twice takes a few seconds on a loaded 2-core machine.
  it('streams the text into the preview as it arrives, then inserts it into the editor as HTML', { timeout: 15_000 }, async () => {
    const answer = ndjsonStream();
    const fetchMock = await openEditor('/admin/blog/new', { [generateKey]: answer.handler });
    await userEvent.type(assistant().getByLabelText('Primary Keyword'), 'remote design');
    await userEvent.type(assistant().getByLabelText('Secondary Keywords'), 'cv');
    await userEvent.selectOptions(assistant().getByLabelText('Tone'), 'professional');
    await userEvent.click(button('Generate Content'));

    expect(button('Generating...').disabled).toBe(true);
    // A line split across chunks: only the whole line shows.
    act(() => answer.write(`${lines({ delta: '## Why remote\n\n' })}{"delta":"Work from`));
    await waitForPreview('## Why remote\n\n');
    act(() => answer.write(` anywhere.\\n- Focus\\n- <script>x</script>"}\n`));
    await waitForPreview('## Why remote\n\nWork from anywhere.\n- Focus\n- <script>x</script>');
    expect(assistant().queryByRole('button', { name: 'Insert into Editor' })).toBeNull();

    act(() => {
      answer.write(lines({ done: true }));
      answer.end();
    });
    await assistant().findByRole('button', { name: 'Insert into Editor' });
    expect(button('Generate Content').disabled).toBe(false);
    expect(bodiesSentTo(fetchMock, generateKey)).toEqual([
      {
        keyword: 'remote design',
        secondaryKeywords: 'cv',
        tone: 'professional',
        style: 'regularBlog',
        intent: 'learn',
        contentType: 'fullBlog',
      },
    ]);

    await userEvent.click(button('Insert into Editor'));
    expect(await editorHtml()).toBe(
      '<h2>Why remote</h2><p>Work from anywhere.</p><ul><li>Focus</li><li>&lt;script&gt;x&lt;/script&gt;</li></ul>',
    );
    // The form heard the change: the SEO score reads the new content.
    expect(h2Check()).toBe('✓Good: Content has an H2 subheading');
    expect(assistant().queryByRole('region', { name: 'Preview' })).toBeNull();
  });

  it('keeps the text so far and shows the message of an error line', async () => {
    const answer = ndjsonStream();
    await openEditor('/admin/blog/new', { [generateKey]: answer.handler });
    await userEvent.type(assistant().getByLabelText('Primary Keyword'), 'remote design');
    await userEvent.click(button('Generate Content'));
    act(() => {
      answer.write(lines({ delta: 'Half a post' }, { error: { code: 'ai_unavailable', message: 'The AI provider is unavailable.' } }));
      answer.end();
    });

    expect((await assistant().findByRole('alert')).textContent).toBe('The AI provider is unavailable.');
    expect(preview().textContent).toBe('Half a post');
    expect(button('Insert into Editor')).toBeTruthy();
    await userEvent.click(button('Discard'));
    expect(assistant().queryByRole('region', { name: 'Preview' })).toBeNull();
  });

  it("shows the server's message when it answers a JSON error", async () => {
    await openEditor('/admin/blog/new', {
      [generateKey]: apiError(429, 'rate_limited', 'Too many AI requests; wait a minute and try again.'),
    });
    await userEvent.type(assistant().getByLabelText('Primary Keyword'), 'remote design');
    await userEvent.click(button('Generate Content'));

    expect((await assistant().findByRole('alert')).textContent).toBe('Too many AI requests; wait a minute and try again.');
    expect(button('Generate Content').disabled).toBe(false);
    expect(assistant().queryByRole('region', { name: 'Preview' })).toBeNull();
  });

  it('says generating failed when the server cannot be reached', async () => {
    await openEditor('/admin/blog/new', { [generateKey]: () => Promise.reject(new TypeError('Failed to fetch')) });
    await userEvent.type(assistant().getByLabelText('Primary Keyword'), 'remote design');
    await userEvent.click(button('Generate Content'));

    expect((await assistant().findByRole('alert')).textContent).toBe(aiMessages.generateFailed);
  });
});

describe('AI Content Assistant: modify', () => {
  it('needs both instructions and content in the editor', async () => {
    const fetchMock = await openEditor('/admin/blog/new');
    await userEvent.type(assistant().getByLabelText('Modification Instructions'), 'Shorter');
    await userEvent.click(button('Modify Content'));
    expect(assistant().getByRole('alert').textContent).toBe(aiMessages.modifyNeeds);

    await userEvent.clear(assistant().getByLabelText('Modification Instructions'));
    await writeInEditor('Content', '<p>Some content</p>');
    await userEvent.click(button('Modify Content'));
    expect(assistant().getByRole('alert').textContent).toBe(aiMessages.modifyNeeds);
    expect(callsTo(fetchMock, modifyKey)).toBe(0);
  });

  it("sends the editor's content and replaces it with the streamed rewrite", async () => {
    const answer = ndjsonStream();
    const fetchMock = await openEditor(`/admin/blog/edit/${postId}`, {
      [postKey]: { status: 200, body: { post: adminPost() } },
      [modifyKey]: answer.handler,
    });
    await userEvent.type(assistant().getByLabelText('Modification Instructions'), 'Make it shorter');
    await userEvent.click(button('Modify Content'));

    expect(button('Modifying...').disabled).toBe(true);
    act(() => answer.write(lines({ delta: '## Start' })));
    await waitForPreview('## Start');
    act(() => {
      answer.write(lines({ delta: '\n\nShorter.' }, { done: true }));
      answer.end();
    });
    await userEvent.click(await assistant().findByRole('button', { name: 'Insert into Editor' }));

    expect(bodiesSentTo(fetchMock, modifyKey)).toEqual([
      { instructions: 'Make it shorter', content: '## Start here\n\nRemote design work.' },
    ]);
    expect(await editorHtml()).toBe('<h2>Start</h2><p>Shorter.</p>');
  });
});

async function waitForPreview(text: string) {
  await screen.findByText((_, element) => element !== null && element.getAttribute('aria-busy') !== null && element.textContent === text);
}
