import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it("removes the provider's highlight markup and keeps the words together", () => {
    expect(plainText('Senior <b>UX</b> <strong class="hl">designer</strong>')).toBe('Senior UX designer');
  });

  it('decodes named and numeric entities once', () => {
    expect(plainText('Figma&nbsp;&amp; friends &#8211; &#x2014; &quot;hi&quot; &rsquo;')).toBe('Figma & friends – — "hi" ’');
    expect(plainText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });

  it('decodes every entity a browser knows, as a browser does', () => {
    expect(plainText('Caf&eacute; &hearts; &frac12; &Oslash;resund')).toBe('Café ♥ ½ Øresund');
    // Legacy references without a semicolon, and the Windows-1252 meaning browsers give &#128;-&#159;.
    expect(plainText('Tom &amp Jerry &copy 2026 &#150; &#128;5k')).toBe('Tom & Jerry © 2026 – €5k');
  });

  it('keeps encoded markup as visible text instead of making it markup', () => {
    expect(plainText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
  });

  it('drops scripts, styles and comments with their content', () => {
    expect(plainText('a<script>if (1 < 2) alert("</b>")</script>b<style>p{}</style>c<!-- <b>x</b> -->d')).toBe('abcd');
  });

  it('keeps a > inside a quoted attribute from ending the tag', () => {
    expect(plainText('<a title="1 > 0" href="/x">Apply</a> now')).toBe('Apply now');
  });

  it('turns line breaks into spaces and collapses whitespace', () => {
    expect(plainText('<p>One</p><p>Two</p>line<br/>break<BR>again\n\n  end')).toBe('One Two line break again end');
  });

  it('drops the characters XML forbids, written out or as references', () => {
    expect(plainText('Designer&#1;')).toBe('Designer');
    expect(plainText('UX\u0008 Lead&#x1F;&#xFFFE; \uD800Designer\u000B')).toBe('UX Lead Designer');
    expect(plainText('Tab\tand emoji \u{1F3A8}')).toBe('Tab and emoji \u{1F3A8}');
  });

  it('leaves a lone < and unknown entities as they are, and shows a NUL reference as the replacement character', () => {
    expect(plainText('salary < 50k &madeup; &#0;')).toBe('salary < 50k &madeup; \uFFFD');
  });
});
