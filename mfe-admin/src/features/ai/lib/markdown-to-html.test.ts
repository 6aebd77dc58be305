import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown-to-html';

describe('markdownToHtml', () => {
  it('turns #, ## and ### lines into h1 to h3 and reads deeper ones as h3', () => {
    expect(markdownToHtml('# One\n## Two\n### Three\n#### Four')).toBe('<h1>One</h1><h2>Two</h2><h3>Three</h3><h3>Four</h3>');
  });

  it('splits paragraphs on blank lines and joins the lines of one paragraph', () => {
    expect(markdownToHtml('First line\nsame paragraph\n\n\nSecond one\r\n')).toBe(
      '<p>First line same paragraph</p><p>Second one</p>',
    );
  });

  it('makes "- " lines a bulleted list and "1. " lines a numbered one', () => {
    expect(markdownToHtml('Intro\n- one\n- two\n\n1. first\n2. second\nAfter')).toBe(
      '<p>Intro</p><ul><li>one</li><li>two</li></ul><ol><li>first</li><li>second</li></ol><p>After</p>',
    );
  });

  it('escapes everything else, so a <script> in the answer stays text', () => {
    expect(markdownToHtml('## <b>Bold</b> & "quoted"\n<script>alert(1)</script>\n- <img src=x onerror=alert(1)>')).toBe(
      '<h2>&lt;b&gt;Bold&lt;/b&gt; &amp; &quot;quoted&quot;</h2>' +
        '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>' +
        '<ul><li>&lt;img src=x onerror=alert(1)&gt;</li></ul>',
    );
  });

  it('answers nothing for blank text', () => {
    expect(markdownToHtml('\n  \n')).toBe('');
  });
});
