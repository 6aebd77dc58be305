import { aiMessages, type AiLink } from '@rdj/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminPost, apiError, ok, postId, postKey } from '../../../../test/blog-fixture';
import { bodiesSentTo, callsTo, held } from '../../../../test/fetch-stub';
import { openEditor } from '../../../../test/open-editor';
import { quillNamed } from '../../../../test/rich-text';

// Each test renders the post editor page, Quill included: up to 0.7 s idle, 0.8 s with both cores busy.
// Beside a loaded platform a 0.5 s test was seen passing 5 s, so these get 15 s.
vi.setConfig({ testTimeout: 15_000 });

const linksKey = 'POST /api/admin/ai/links';
const section = () => within(screen.getByRole('region', { name: 'External Links' }));
const button = (name: string) => section().getByRole('button', { name }) as HTMLButtonElement;
const items = () => within(section().getByRole('list', { name: 'Suggested links' })).getAllByRole('listitem');

const link = (title: string, url: string, relevanceScore = 80): AiLink => ({
  title,
  url,
  context: `Cite ${title} when talking about tools`,
  type: 'article',
  relevanceScore,
});
const suggested = [link('Figma guide', 'https://figma.example/guide', 92.4), link('Remote study', 'http://study.example/r')];

/** The post's editor, open with its stored content `<h2>Start here</h2><p>Remote design work.</p>`. */
const openPost = (links: Parameters<typeof openEditor>[1] = {}) =>
  openEditor(`/admin/blog/edit/${postId}`, { [postKey]: ok({ post: adminPost() }), ...links });

describe('External Links', () => {
  it('finds links for the words of the content and lists title, address, context, type and relevance', async () => {
    const answer = held();
    const fetchMock = await openPost({ [linksKey]: answer.handler });
    await userEvent.click(button('Find Links'));
    expect(button('Finding Links...').disabled).toBe(true);
    answer.release(ok({ links: [...suggested, link('Bad', 'javascript:alert(1)')] }));

    await section().findByRole('list', { name: 'Suggested links' });
    expect(bodiesSentTo(fetchMock, linksKey)).toEqual([{ content: 'Start here Remote design work.' }]);
    // The javascript: one is never shown.
    expect(items()).toHaveLength(2);
    const first = within(items()[0] as HTMLElement);
    expect((first.getByRole('checkbox', { name: 'Figma guide' }) as HTMLInputElement).checked).toBe(false);
    const anchor = first.getByRole('link', { name: 'https://figma.example/guide' });
    expect(anchor.getAttribute('href')).toBe('https://figma.example/guide');
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
    expect(first.getByText('Cite Figma guide when talking about tools')).toBeTruthy();
    expect(first.getByText('article · Relevance: 92%')).toBeTruthy();
    expect(button('Find Links').disabled).toBe(false);
  });

  it('enables Insert Selected Links only while a link is selected', async () => {
    await openPost({ [linksKey]: ok({ links: suggested }) });
    await userEvent.click(button('Find Links'));
    const figma = await section().findByRole('checkbox', { name: 'Figma guide' });
    expect(button('Insert Selected Links').disabled).toBe(true);

    await userEvent.click(figma);
    expect((figma as HTMLInputElement).checked).toBe(true);
    expect(button('Insert Selected Links').disabled).toBe(false);
    await userEvent.click(figma);
    expect(button('Insert Selected Links').disabled).toBe(true);
  });

  it('adds the selected links to the end of the content as anchors and clears the list', async () => {
    await openPost({ [linksKey]: ok({ links: suggested }) });
    await userEvent.click(button('Find Links'));
    await userEvent.click(await section().findByRole('checkbox', { name: 'Remote study' }));
    await userEvent.click(button('Insert Selected Links'));

    const quill = await quillNamed('Content');
    expect(quill.getSemanticHTML().replace(/&nbsp;/g, ' ')).toBe(
      '<h2>Start here</h2><p>Remote design work.</p><h2>Further reading</h2>' +
        '<ul><li><a href="http://study.example/r" rel="noopener noreferrer" target="_blank">Remote study</a></li></ul>',
    );
    expect(section().queryByRole('list', { name: 'Suggested links' })).toBeNull();
    expect(section().queryByRole('button', { name: 'Insert Selected Links' })).toBeNull();
  });

  it('clears the list with Clear, leaving the content as it was', async () => {
    await openPost({ [linksKey]: ok({ links: suggested }) });
    await userEvent.click(button('Find Links'));
    await section().findByRole('list', { name: 'Suggested links' });
    await userEvent.click(button('Clear'));

    expect(section().queryByRole('list', { name: 'Suggested links' })).toBeNull();
    expect((await quillNamed('Content')).getText()).toBe('Start here\nRemote design work.\n');
  });

  it("shows the server's message when it refuses", async () => {
    await openPost({ [linksKey]: apiError(502, 'ai_invalid_answer', 'The AI answer had no links.') });
    await userEvent.click(button('Find Links'));
    expect((await section().findByRole('alert')).textContent).toBe('The AI answer had no links.');
  });

  it('says Failed to generate links when the server cannot be reached', async () => {
    await openPost({ [linksKey]: () => Promise.reject(new TypeError('Failed to fetch')) });
    await userEvent.click(button('Find Links'));
    expect((await section().findByRole('alert')).textContent).toBe(aiMessages.linksFailed);
  });

  it('asks for content first and calls nothing while the editor is empty', async () => {
    const fetchMock = await openEditor('/admin/blog/new');
    await userEvent.click(button('Find Links'));
    expect(section().getByRole('alert').textContent).toBe('Write some content first');
    expect(callsTo(fetchMock, linksKey)).toBe(0);
  });
});
