import { readRemoteData } from '@rdj/shared';
import { createContext, useContext } from 'react';
import { useLocation } from '@rdj/router';
import { blogPageDataOf, type BlogPageData } from './types';

/** The page data the edge wrote into this document, read once; a later navigation fetches as usual. */
let fromDocument: BlogPageData | null = blogPageDataOf(readRemoteData('blog'));

export const BlogPageContext = createContext<BlogPageData | null>(null);

/** The page's data when it is the page being shown now (the edge's, or this document's first page), else null. */
export function useBlogPageData(): BlogPageData | null {
  const location = useLocation();
  const page = useContext(BlogPageContext) ?? fromDocument;
  return page && page.path === location.pathname + location.search ? page : null;
}

/** After the first page has rendered, the document's data no longer stands for whatever is shown. */
export function forgetDocumentData(): void {
  fromDocument = null;
}
