import { pageData } from '@rdj/shared/page-data';
import { blogPageDataOf } from './types';

/** The blog pages' data, through the shared page data kit (docs/pages.md, page data). */
export const { PageDataProvider, usePageData } = pageData('blog', blogPageDataOf);
