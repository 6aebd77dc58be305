import type { BlogPost } from '@rdj/shared';
import { api, ApiClientError } from '@rdj/shared/client';
import { useEffect, useState } from 'react';
import type { BlogPageData } from '../../../page-data/types';
import { isBlogPost } from '../../../page-data/types';

export type BlogPostState = { status: 'loading' } | { status: 'ready'; post: BlogPost } | { status: 'missing' } | { status: 'failed' };

function fromPage(page: BlogPageData | null): BlogPostState | null {
  if (page?.kind === 'post') return { status: 'ready', post: page.post };
  if (page?.kind === 'post-not-found') return { status: 'missing' };
  return null;
}

/** The post at `slug`: from the page's data when it came with it, else asked for. */
export function useBlogPost(slug: string, page: BlogPageData | null): BlogPostState {
  const [state, setState] = useState<BlogPostState>(() => fromPage(page) ?? { status: 'loading' });
  const given = state.status !== 'loading';

  useEffect(() => {
    if (given) return;
    let live = true;
    api<{ post: unknown }>(`/api/blog/posts/${encodeURIComponent(slug)}`).then(
      ({ post }) => live && setState(isBlogPost(post) ? { status: 'ready', post } : { status: 'failed' }),
      (error: unknown) => {
        if (!live) return;
        const missing = error instanceof ApiClientError && (error.status === 404 || error.status === 400);
        setState({ status: missing ? 'missing' : 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [slug, given]);

  return state;
}
