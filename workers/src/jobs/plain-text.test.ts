import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it("removes the provider's highlight markup and keeps the words together", () => {
    expect(plainText('Senior <b>UX</b> <strong>designer</strong>')).toBe('Senior UX designer');
  });

  it('decodes named and numeric entities once', () => {
    expect(plainText('Figma&nbsp;&amp; friends &#8211; &#x2014; &quot;hi&quot; &rsquo;')).toBe('Figma & friends – — "hi" ’');
    expect(plainText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });

  it('keeps encoded markup as visible text instead of making it markup', () => {
    expect(plainText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
  });

  it('drops scripts and styles with their content', () => {
    expect(plainText('a<script>alert(1)</script>b<style>p{}</style>c')).toBe('a b c');
  });

  it('turns block breaks into spaces and collapses whitespace', () => {
    expect(plainText('<p>One</p><p>Two</p>line<br/>break\n\n  end')).toBe('One Two line break end');
  });

  it('leaves a lone < and unknown entities as they are', () => {
    expect(plainText('salary < 50k &madeup; &#0;')).toBe('salary < 50k &madeup; &#0;');
  });
});
