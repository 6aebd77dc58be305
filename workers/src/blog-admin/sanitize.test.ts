import { describe, expect, it } from 'vitest';
import { markupOf, scriptCapable } from '../../test/support/html-check';
import { sanitizePostHtml } from './sanitize';

/** What Quill 2.0.3 writes for each format (`getSemanticHTML()`, and the `data-list` lists of its own markup). */
const quillFormats: [string, string][] = [
  ['headers 1 to 6', '<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>'],
  ['paragraphs and line breaks', '<p>First line<br>second line</p><p><br></p>'],
  ['inline formats', '<p><strong>bold</strong> <em>italic</em> <u>underline</u> <s>strike</s> <code>x &lt; y</code> H<sub>2</sub>O E=mc<sup>2</sup></p>'],
  ['alignment classes', '<p class="ql-align-center">Centred</p><p class="ql-align-right">Right</p><h2 class="ql-align-justify">Justified</h2>'],
  ['indent classes', '<p class="ql-indent-1">One in</p><p class="ql-indent-8">Eight in</p>'],
  ['direction, size and font classes', '<p class="ql-direction-rtl ql-align-right">rtl</p><p><span class="ql-size-large">big</span> <span class="ql-font-serif">serif</span> <span class="ql-size-small ql-font-monospace">mono</span></p>'],
  ['semantic lists', '<ol><li>First</li><li>Second</li></ol><ul><li>Bullet</li><li class="ql-indent-1">Nested bullet</li></ul>'],
  ['lists with data-list', '<ol><li data-list="ordered">One</li><li data-list="bullet">Dot</li><li data-list="checked">Done</li><li data-list="unchecked">To do</li></ol>'],
  ['checklists as getSemanticHTML writes them', '<ul><li class="ql-list-item ql-list-item-checked">Done</li><li class="ql-list-item ql-list-item-unchecked">Open</li></ul>'],
  ['a blockquote', '<blockquote>Design is how it works.</blockquote>'],
  ['a code block', '<pre>\nconst a = 1 &lt; 2 &amp;&amp; b;\n  return a;\n</pre>'],
  ['a syntax code block', '<pre class="ql-syntax" spellcheck="false">let x = "y";\n</pre>'],
  [
    'links',
    '<p><a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">external</a> <a href="/blog/portfolio-tips">internal</a> <a href="mailto:team@example.com">mail</a> <a href="http://example.org/">plain http</a> <a href="#section">anchor</a></p>',
  ],
  [
    'images',
    '<p><img src="/blog-images/0123456789abcdef0123456789abcdef.png" alt="A chart" width="600" height="400"><img src="https://images.example.com/photo.jpg" alt=""></p>',
  ],
  ['a rule', '<p>Above</p><hr><p>Below</p>'],
];

describe('the post sanitiser keeps what Quill 2 writes', () => {
  it.each(quillFormats)('keeps %s unchanged', (_, html) => {
    expect(markupOf(sanitizePostHtml(html))).toEqual(markupOf(html));
  });

  it('keeps a whole Quill post unchanged, and a second pass changes nothing', () => {
    const post = quillFormats.map(([, html]) => html).join('');
    const once = sanitizePostHtml(post);
    expect(markupOf(once)).toEqual(markupOf(post));
    expect(sanitizePostHtml(once)).toBe(once);
  });
});

describe('the post sanitiser drops what Quill does not write', () => {
  it.each([
    ['a script and its text', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['event handlers', '<p onclick="alert(1)" onmouseover="x()">Hi</p>', '<p>Hi</p>'],
    ['style attributes and style elements', '<p style="color:red">Hi</p><style>p{}</style>', '<p>Hi</p>'],
    ['comments', '<p>Hi<!-- secret --></p>', '<p>Hi</p>'],
    ['classes other than ql-* formats', '<p class="ql-align-center evil ql-hack-x">Hi</p>', '<p class="ql-align-center">Hi</p>'],
    ['unknown tags, keeping their text', '<div><section>Hi</section></div>', 'Hi'],
    ['unknown attributes', '<p id="x" title="t" data-x="1">Hi</p>', '<p>Hi</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a protocol-relative link', '<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['an image over http', '<img src="http://images.example.com/a.png">', ''],
    ['an image from our origin outside /blog-images/', '<img src="/api/admin/blog/posts">', ''],
    ['a data: image', '<img src="data:image/png;base64,AAAA">', ''],
    ['a list kind Quill does not have', '<ol><li data-list="evil">x</li></ol>', '<ol><li>x</li></ol>'],
    ['image sizes that are not numbers', '<img src="/blog-images/0123456789abcdef0123456789abcdef.png" width="100%" height="1e9">', '<img src="/blog-images/0123456789abcdef0123456789abcdef.png">'],
  ])('drops %s', (_, dirty, clean) => {
    expect(markupOf(sanitizePostHtml(dirty))).toEqual(markupOf(clean));
  });

  it('makes a link that opens a new tab unable to reach the post, and drops other targets', () => {
    expect(markupOf(sanitizePostHtml('<a href="https://a.example" target="_blank" rel="opener">x</a>'))).toEqual(
      markupOf('<a href="https://a.example" target="_blank" rel="noopener noreferrer">x</a>'),
    );
    expect(markupOf(sanitizePostHtml('<a href="https://a.example" target="_top" rel="opener">x</a>'))).toEqual(markupOf('<a href="https://a.example">x</a>'));
  });

  it('leaves text that looks like markup as text', () => {
    const clean = sanitizePostHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt; and javascript:alert(1)</p>');
    expect(scriptCapable(clean)).toEqual([]);
    expect(markupOf(clean)).toEqual(['<p>', '#<script>alert(1)</script> and javascript:alert(1)', '</p>']);
  });
});
