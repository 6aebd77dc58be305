import { escapeXml } from '@rdj/shared';

/** RSS 2.0 documents, for every feed the site serves (the jobs' feeds in jobs/feeds.ts, the blog's in blog/feed.ts). */

export interface RssItem {
  title: string;
  link: string;
  guid: string;
  description: string;
  pubDate: Date | null;
}

interface RssChannel {
  title: string;
  link: string;
  description: string;
  /** The feed's own URL (atom:link rel=self). */
  self: string;
  lastBuildDate: Date;
  items: RssItem[];
}

/** RFC 822 date as RSS 2.0 wants it, e.g. `Tue, 03 Nov 2026 09:30:00 GMT`. */
export function rfc822(date: Date): string {
  return date.toUTCString();
}


const element = (name: string, text: string, indent: string) => `${indent}<${name}>${escapeXml(text)}</${name}>`;

function itemXml(item: RssItem): string {
  return [
    '    <item>',
    element('title', item.title, '      '),
    element('link', item.link, '      '),
    `      <guid isPermaLink="false">${escapeXml(item.guid)}</guid>`,
    element('description', item.description, '      '),
    ...(item.pubDate ? [element('pubDate', rfc822(item.pubDate), '      ')] : []),
    '    </item>',
  ].join('\n');
}

/**
 * An RSS 2.0 document; every text is XML-escaped.
 *
 * @example
 * rssXml({ title: 'Remote Graphic Design Jobs', link, description, self, lastBuildDate: new Date(), items: [] })
 */
export function rssXml(channel: RssChannel): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    element('title', channel.title, '    '),
    element('link', channel.link, '    '),
    element('description', channel.description, '    '),
    '    <language>en-us</language>',
    element('lastBuildDate', rfc822(channel.lastBuildDate), '    '),
    `    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...channel.items.map(itemXml),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
