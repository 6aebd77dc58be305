import { describe, expect, it } from 'vitest';
import { furtherReadingHtml, isWebUrl } from './links-html';

const link = (title: string, url: string) => ({ title, url, context: '', type: 'article', relevanceScore: 80 });

describe('links as HTML', () => {
  it('accepts only http(s) addresses', () => {
    expect(isWebUrl('https://example.com/a')).toBe(true);
    expect(isWebUrl('http://example.com')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('data:text/html,hi')).toBe(false);
    expect(isWebUrl('not a url')).toBe(false);
  });

  it('lists the links as escaped anchors under Further reading, leaving out any other address', () => {
    expect(furtherReadingHtml([link('A <b> & "c"', 'https://e.com/?a=1&b="2"'), link('Bad', 'javascript:alert(1)')])).toBe(
      '<h2>Further reading</h2><ul><li><a href="https://e.com/?a=1&amp;b=&quot;2&quot;">A &lt;b&gt; &amp; &quot;c&quot;</a></li></ul>',
    );
    expect(furtherReadingHtml([link('Bad', 'javascript:alert(1)')])).toBe('');
  });
});
