import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from './html-to-markdown';
import { markdownToHtml } from './markdown-to-html';

describe('htmlToMarkdown', () => {
  it("writes the editor's headings, paragraphs and lists as the assistant's markdown, dropping inline markup", () => {
    const html = '<h2>Why <em>remote</em></h2><p>Work from <strong>anywhere</strong>.</p><ul><li>Focus</li><li>Time</li></ul><ol><li>A</li></ol>';
    expect(htmlToMarkdown(html)).toBe('## Why remote\n\nWork from anywhere.\n\n- Focus\n- Time\n\n1. A');
  });

  it('round-trips through markdownToHtml for what the post toolbar makes', () => {
    const html = '<h1>Title</h1><p>Text &amp; more</p><ul><li>One</li></ul>';
    expect(markdownToHtml(htmlToMarkdown(html))).toBe(html);
  });
});
