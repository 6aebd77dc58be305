import type { BlogPostCard } from '@rdj/shared';
import { replaceAddress } from '@rdj/shared/browser';
import { api } from '@rdj/shared/client';
import { InPlaceLink } from '@rdj/shared/islands';
import { useState } from 'react';
import { isBlogPostList } from '../../../page-data/types';
import { blogListHref, pageAfter, postsOf } from '../list-pages';
import { PostCard } from './post-card';

/** The island's props: plain data the edge writes into the page (docs/pages.md#islands). */
interface LoadMorePostsProps {
  /** The page Load More Posts goes to: the one after the last page the edge rendered. */
  next: number;
  /** The slugs of the posts the page already shows, left out of the pages it adds. */
  shown: string[];
}

interface State {
  /** The posts added in place, after those the edge rendered. */
  posts: BlogPostCard[];
  /** The page Load More Posts goes to now; null once no more follow. */
  next: number | null;
  status: 'ready' | 'loading' | 'failed';
}

/**
 * Load More Posts on `/blog`, the blog's one island (docs/pages.md#islands, `blog:load-more`). Before and without
 * JavaScript it is a link to `/blog?page=N`, which the edge renders with the pages before it; once hydrated a plain
 * click asks for that page alone, adds its posts here, after the static list, and puts the page's address in place of
 * the current one, so a reload shows the same posts (docs/pages.md#category-pages-search-filters-and-paging). No
 * router: islands get none, and the blog's other links are document loads.
 */
export function LoadMorePosts({ next, shown }: LoadMorePostsProps) {
  const [state, setState] = useState<State>({ posts: [], next, status: 'ready' });

  const load = (page: number) => {
    setState((s) => ({ ...s, status: 'loading' }));
    const failed = () => setState((s) => ({ ...s, status: 'failed' }));
    api<unknown>(`/api/blog/posts?page=${page}`).then((body) => {
      if (!isBlogPostList(body)) return failed();
      setState((s) => {
        const known = new Set([...shown, ...s.posts.map((post) => post.slug)]);
        return { posts: [...s.posts, ...postsOf([body], known)], next: pageAfter(page, body.more), status: 'ready' };
      });
      // No new history entry: Back leaves the page rather than stepping through its pages.
      replaceAddress(blogListHref(page));
    }, failed);
  };

  const { posts, status, next: following } = state;
  return (
    <div aria-busy={status === 'loading'}>
      {posts.length > 0 && (
        <ul className="grid blog-grid blog-more-grid">
          {posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
      {status === 'loading' && <p className="muted">Loading...</p>}
      {status === 'failed' && (
        <p className="alert alert-error" role="alert">
          The posts could not be loaded. Please try again.
        </p>
      )}
      {following !== null && status !== 'loading' && (
        <p className="blog-more">
          <InPlaceLink className="btn btn-secondary" href={blogListHref(following)} onFollow={() => load(following)}>
            Load More Posts
          </InPlaceLink>
        </p>
      )}
    </div>
  );
}
