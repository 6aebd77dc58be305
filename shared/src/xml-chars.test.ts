import { describe, expect, it } from 'vitest';
import { escapeXml, sitemapXml } from './seo';
import { sitemapSchema, xmllint } from '../test/xmllint';
import { stripXmlForbidden } from './xml-chars';

/** Every character XML 1.0 forbids, one of each kind: C0 controls, U+FFFE, U+FFFF and both lone surrogate halves. */
const forbidden = [
  ...Array.from({ length: 9 }, (_, i) => String.fromCharCode(i)),
  '\u000B',
  '\u000C',
  ...Array.from({ length: 18 }, (_, i) => String.fromCharCode(0x0e + i)),
  '\uFFFE',
  '\uFFFF',
  '\uD800',
  '\uDFFF',
];

const titles = ['Graphic Designer\u0001 (Brand)', 'UX\u0008 Designer & <Lead>', 'Broken \uD83D pair', 'Ünïcode \u{1F3A8} designer\uFFFE'];

describe('characters XML forbids', () => {
  it('drops each of them', () => {
    for (const ch of forbidden) expect(stripXmlForbidden(`a${ch}b`)).toBe('ab');
  });

  it('keeps tabs, line breaks, emoji pairs and every other character', () => {
    const kept = 'Tab\tline\nreturn\r del\u007F é \u{1F3A8} \uFFFD \u2028 end';
    expect(stripXmlForbidden(kept)).toBe(kept);
  });

  it('are dropped by escapeXml, which still escapes markup', () => {
    expect(escapeXml('UX\u0008 Designer & <Lead>')).toBe('UX Designer &amp; &lt;Lead&gt;');
  });
});

describe('XML built from titles with forbidden characters', () => {
  it('makes a sitemap xmllint accepts against the sitemaps.org schema', () => {
    const xml = sitemapXml(
      titles.map((title, i) => ({ loc: `https://x.io/jobs/${i}?title=${title}`, lastmod: '2026-05-01', priority: 0.8, changefreq: 'daily' })),
    );
    expect(xmllint(xml, sitemapSchema)).toEqual({ ok: true, output: '- validates\n' });
  });

  it('makes an RSS document xmllint accepts', () => {
    const items = titles.map(
      (title) => `<item><title>${escapeXml(title)}</title><description>${escapeXml(`About ${title}`)}</description></item>`,
    );
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>${escapeXml(titles[0]!)}</title>${items.join('')}</channel></rss>\n`;
    expect(xmllint(xml)).toEqual({ ok: true, output: '' });
  });
});
