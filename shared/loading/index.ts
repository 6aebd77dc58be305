/**
 * Loading what a page shows (docs/architecture.md#loading-data): one state shape (`Resource`) for the browser's
 * loads, and one not-found rule for the edge's and the browser's.
 */
export { isNotFound, namesNothing } from './not-found';
export { useResource, type Loader, type Resource, type ResourceOptions } from './use-resource';
