import { escapeXml, parseUpdated, type BoardJob } from '@rdj/shared';

export interface RssItem {
  title: string;
  link: string;
  guid: string;
  description: string;
  pubDate: Date | null;
}

export interface RssChannel {
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

/**
 * A job as a feed item: postings link to their page on the site, provider jobs to the redirect page through their
 * signed `applyHref`; the date only when `updated` is a valid date.
 */
export function jobItem(job: BoardJob, origin: string): RssItem {
  return {
    title: job.title,
    link: `${origin}${job.postingPath ?? job.applyHref}`,
    guid: job.id,
    description: job.snippet,
    pubDate: parseUpdated(job.updated),
  };
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
