import { describe, expect, it } from 'vitest';
import { rfc822, rssXml } from './rss';

describe('rssXml', () => {
  const channel = {
    title: 'Jobs <&> "quoted"',
    link: 'https://board.test/jobs',
    description: "It's & more",
    self: 'https://board.test/feeds/x.xml?a=1&b=2',
    lastBuildDate: new Date('2026-11-05T09:30:00Z'),
  };

  it('writes dates as RFC 822', () => {
    expect(rfc822(new Date('2026-11-05T09:30:00Z'))).toBe('Thu, 05 Nov 2026 09:30:00 GMT');
  });

  it('escapes channel and item text and attributes', () => {
    const xml = rssXml({
      ...channel,
      items: [{ title: '<script>alert(1)</script>', link: 'https://x.test/?a=1&b=2', guid: 'g"1', description: 'a & b', pubDate: null }],
    });
    expect(xml).toContain('<title>Jobs &lt;&amp;&gt; &quot;quoted&quot;</title>');
    expect(xml).toContain('<description>It&apos;s &amp; more</description>');
    expect(xml).toContain('<atom:link href="https://board.test/feeds/x.xml?a=1&amp;b=2" rel="self"');
    expect(xml).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(xml).toContain('<guid isPermaLink="false">g&quot;1</guid>');
    expect(xml).not.toContain('<script>');
  });

  it('leaves pubDate out of an item without a date and writes it for one with a date', () => {
    const item = { title: 't', link: 'https://x.test', guid: '1', description: 'd' };
    const xml = rssXml({ ...channel, items: [{ ...item, pubDate: null }, { ...item, pubDate: new Date('2026-11-05T09:30:00Z') }] });
    expect(xml.match(/<pubDate>/g)).toHaveLength(1);
    expect(xml).toContain('<pubDate>Thu, 05 Nov 2026 09:30:00 GMT</pubDate>');
  });

  it('is an empty channel when there are no jobs', () => {
    const xml = rssXml({ ...channel, items: [] });
    expect(xml).not.toContain('<item>');
    expect(xml).toContain('<lastBuildDate>Thu, 05 Nov 2026 09:30:00 GMT</lastBuildDate>');
  });
});
