import type { BlogPostCard } from '@rdj/shared';
import { api } from '@rdj/shared/client';
import { useCallback, useEffect, useState } from 'react';
import { isBlogPostList } from '../../../page-data/types';

interface State {
  posts: BlogPostCard[];
  page: number;
  more: boolean;
  status: 'loading' | 'ready' | 'failed';
  /** The page being requested, or null when nothing is in flight. */
  loading: number | null;
}

/** The posts on `/blog`: the first page from the page's data when it came with it, "Load More Posts" asks for the next. */
export function useBlogList(first: { posts: BlogPostCard[]; more: boolean } | null) {
  const [state, setState] = useState<State>(() =>
    first ? { ...first, page: 1, status: 'ready', loading: null } : { posts: [], page: 0, more: true, status: 'loading', loading: 1 },
  );
  const requested = state.loading;

  useEffect(() => {
    if (requested === null) return;
    let live = true;
    api<unknown>(`/api/blog/posts?page=${requested}`).then(
      (body) => {
        if (!live) return;
        if (!isBlogPostList(body)) return setState((s) => ({ ...s, status: 'failed', loading: null }));
        setState((s) => ({ posts: [...s.posts, ...body.posts], page: requested, more: body.more, status: 'ready', loading: null }));
      },
      () => live && setState((s) => ({ ...s, status: 'failed', loading: null })),
    );
    return () => {
      live = false;
    };
  }, [requested]);

  const loadMore = useCallback(() => {
    setState((s) => (s.loading !== null || !s.more ? s : { ...s, status: 'loading', loading: s.page + 1 }));
  }, []);

  return { ...state, loadMore };
}
