import { pageData } from '@rdj/shared/page-data';
import { jobsPageDataOf } from './guard';

/** The jobs pages' data, through the shared page data kit (docs/pages.md, page data). */
export const { PageDataProvider, usePageData } = pageData('jobs', jobsPageDataOf);
export { CalendarDay, useHydrated, useRenderClock } from '@rdj/shared/page-data';
