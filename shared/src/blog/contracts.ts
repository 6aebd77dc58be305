import { z } from '../zod';
import { lastBlogListPage } from '../listing-pages';

/** Posts on `/blog` at first, and how many "Load More Posts" adds (docs/limits.md#blog). */
export const blogPageSize = 6;

/** A post as a card on `/blog`. */
export interface BlogPostCard {
  slug: string;
  title: string;
  excerpt: string | null;
  featuredImageUrl: string | null;
  featuredImageAlt: string | null;
  category: string | null;
  readTime: number | null;
  /** When it went out (a scheduled post: its scheduled time). */
  publishedAt: string;
}

/** A published post as `/blog/{slug}` shows it: its HTML (sanitised when it was written) and its head. */
export interface BlogPost extends BlogPostCard {
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  keywords: string | null;
  canonicalUrl: string | null;
  updatedAt: string;
}

/** `GET /api/blog/posts?page=N`: one page of published posts, newest first. */
export interface BlogPostList {
  posts: BlogPostCard[];
  more: boolean;
}

export const blogListQuery = z.object({
  page: z.coerce.number().int().min(1).max(lastBlogListPage).default(1),
});

/** A post's address: what the slug rule makes (letters, digits, hyphens), at most 200 characters. */
export const blogSlugParams = z.object({
  slug: z.string().min(1).max(200).regex(/^[\p{L}\p{N}-]+$/u, 'not a post slug'),
});
