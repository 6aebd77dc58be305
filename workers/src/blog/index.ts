import { blogListQuery, blogSlugParams, type BlogPostList } from '@rdj/shared';
import { Hono } from 'hono';
import { dbOf } from '../db/client';
import { ApiError } from '../http/errors';
import { parseWith, queryOf } from '../http/validate';
import { visiblePost, visiblePosts } from './queries';

/** `/api/blog`: the public blog, read from D1. Drafts and posts scheduled for later answer like unknown ones. */
export const blog = new Hono<{ Bindings: Env }>()
  .get('/posts', async (c) => {
    const { page } = queryOf(c, blogListQuery);
    const answer: BlogPostList = await visiblePosts(dbOf(c.env.DB), page);
    return c.json(answer);
  })
  .get('/posts/:slug', async (c) => {
    const { slug } = parseWith(blogSlugParams, c.req.param());
    const post = await visiblePost(dbOf(c.env.DB), slug);
    if (!post) throw new ApiError(404, 'not_found', 'Post not found.');
    return c.json({ post });
  });
