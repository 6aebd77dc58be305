import { blogFeedPath, defaultPage } from '@rdj/shared';
import { Hono } from 'hono';
import { dbOf } from '../db/client';
import { publicOrigin } from '../http/origin';
import { rssXml } from '../lib/rss';
import { latestPosts } from './queries';

/** How many of the latest posts the feed carries. */
const feedSize = 20;

/**
 * `/feeds/blog.xml`: RSS 2.0 of the latest posts readers can see (a scheduled post appears once due), built on each
 * request so a publish shows at once; readers may keep it 5 minutes.
 */
export const blogFeed = new Hono<{ Bindings: Env }>().get(blogFeedPath, async (c) => {
  const origin = publicOrigin(c.env);
  const posts = await latestPosts(dbOf(c.env.DB), feedSize);
  const blogPage = defaultPage('/blog');
  const xml = rssXml({
    title: blogPage.title,
    link: `${origin}/blog`,
    description: blogPage.description,
    self: `${origin}${blogFeedPath}`,
    lastBuildDate: new Date(),
    items: posts.map((post) => {
      const link = `${origin}/blog/${encodeURIComponent(post.slug)}`;
      return { title: post.title, link, guid: link, description: post.excerpt ?? '', pubDate: new Date(post.publishedAt) };
    }),
  });
  return c.body(xml, 200, { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' });
});
