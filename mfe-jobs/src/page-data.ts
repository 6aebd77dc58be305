/**
 * What the edge needs to render the jobs pages on the server: `loadJobsPage` gives the status and the data of a page;
 * the edge renders `<JobsRoutes page={page} />` inside `<StaticRouter location={page.path}>` and writes the same
 * data as JSON into `<script type="application/json" id={remoteDataElementId('jobs')}>`, outside the React root,
 * for the browser to hydrate from.
 */
export type { JobsPageContent, JobsPageData } from './page-data/types';
export { loadJobsPage, type JobsApi, type LoadedJobsPage } from './page-data/load';
