import type { BlogPost, BlogPostList } from '@rdj/shared';

/** The data a blog page was rendered with at the edge, for the browser's first render of the same page. */
export type BlogPageData = { path: string } & (
  | { kind: 'list'; list: BlogPostList }
  | { kind: 'post'; post: BlogPost }
  | { kind: 'post-not-found'; slug: string }
  | { kind: 'none' }
);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isCard(value: unknown): boolean {
  return isObject(value) && typeof value.slug === 'string' && typeof value.title === 'string' && typeof value.publishedAt === 'string';
}

export function isBlogPostList(value: unknown): value is BlogPostList {
  return isObject(value) && Array.isArray(value.posts) && value.posts.every(isCard) && typeof value.more === 'boolean';
}

export function isBlogPost(value: unknown): value is BlogPost {
  return isCard(value) && typeof (value as { content?: unknown }).content === 'string';
}

/** Page data as read back from the document: checked like any other input. */
export function blogPageDataOf(value: unknown): BlogPageData | null {
  if (!isObject(value) || typeof value.path !== 'string') return null;
  if (value.kind === 'list') return isBlogPostList(value.list) ? (value as BlogPageData) : null;
  if (value.kind === 'post') return isBlogPost(value.post) ? (value as BlogPageData) : null;
  if (value.kind === 'post-not-found') return typeof value.slug === 'string' ? (value as BlogPageData) : null;
  return value.kind === 'none' ? (value as BlogPageData) : null;
}
