import { shownPages, type BlogPostCard } from '@rdj/shared';
import { api } from '@rdj/shared/client';
import { useLocation, useNavigate } from '@rdj/router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isBlogPostList, type PostsPage } from '../../../page-data/types';
import { blogListHref, blogPageOf } from '../list-pages';

interface State {
  /** The pages shown: `shownPages` of the last one, in order. */
  shown: PostsPage[];
  status: 'loading' | 'ready' | 'failed';
  /** The page being gone to and those of its pages not shown yet (being requested), or null when nothing is in flight. */
  request: { page: number; missing: number[] } | null;
}

/** The state that shows the list ending at `page`: at once when its pages are all shown, else once the others came. */
function goingTo(s: State, page: number): State {
  if (s.request?.page === page) return s;
  const numbers = shownPages(page);
  const missing = numbers.filter((n) => !s.shown.some((shown) => shown.page === n));
  if (missing.length > 0) return { ...s, status: 'loading', request: { page, missing } };
  if (s.request === null && s.shown.length === numbers.length && s.shown.at(-1)?.page === page) return s;
  return { shown: numbers.map((n) => s.shown.find((shown) => shown.page === n)!), status: 'ready', request: null };
}

/** Each post once, in page order: a post published between two requests would otherwise come on two pages. */
function postsOf(pages: PostsPage[]): BlogPostCard[] {
  const seen = new Set<string>();
  return pages.flatMap((page) => page.posts).filter((post) => !seen.has(post.slug) && seen.add(post.slug));
}

/**
 * The posts on `/blog?page=N`: the pages `shownPages(N)`, from the page's data when it came with them (nothing is
 * fetched again), else asked for together. `goTo(page)` shows the list ending at `page`, asking only for the pages
 * not shown yet ("Load More Posts" goes to the next page and so appends it), then puts its address in place of the
 * current one, so a reload shows the same posts. A navigation to another `?page=` (back, forward) goes there too.
 */
export function useBlogList(initial: PostsPage[] | null) {
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = blogPageOf(location.search);
  const [state, setState] = useState<State>(() =>
    initial
      ? { shown: initial, status: 'ready', request: null }
      : { shown: [], status: 'loading', request: { page: wanted, missing: shownPages(wanted) } },
  );
  const { request } = state;

  useEffect(() => {
    if (request === null) return;
    let live = true;
    Promise.all(request.missing.map((page) => api<unknown>(`/api/blog/posts?page=${page}`))).then(
      (bodies) => {
        if (!live) return;
        if (!bodies.every(isBlogPostList)) return setState((s) => ({ ...s, status: 'failed', request: null }));
        setState((s) => {
          const loaded = [...s.shown, ...bodies.map((body, i) => ({ page: request.missing[i]!, posts: body.posts, more: body.more }))];
          return { shown: shownPages(request.page).map((n) => loaded.find((page) => page.page === n)!), status: 'ready', request: null };
        });
      },
      () => live && setState((s) => ({ ...s, status: 'failed', request: null })),
    );
    return () => {
      live = false;
    };
  }, [request]);

  const goTo = useCallback((page: number) => setState((s) => goingTo(s, page)), []);

  // The address follows the list: once the list ends at another page, the address says so, in place of the current
  // entry (no new history entry, no scroll; the route and this list stay as they are).
  const last = state.shown.at(-1)?.page;
  const addressed = useRef(wanted);
  useEffect(() => {
    if (last === undefined || last === addressed.current) return;
    addressed.current = last;
    navigate(blogListHref(last), { replace: true });
  }, [last, navigate]);

  // ...and the list follows the address when a navigation (back, forward, a link) changes it to another page.
  const seen = useRef(wanted);
  useEffect(() => {
    if (wanted === seen.current) return;
    seen.current = wanted;
    if (wanted === addressed.current) return;
    addressed.current = wanted;
    goTo(wanted);
  }, [wanted, goTo]);

  const posts = useMemo(() => postsOf(state.shown), [state.shown]);
  return {
    posts,
    /** The first and last pages shown (undefined while none is). */
    first: state.shown[0]?.page,
    last,
    more: state.shown.at(-1)?.more ?? false,
    status: state.status,
    loading: state.request !== null,
    goTo,
  };
}
