import { readRemoteData } from '@rdj/shared';
import { jobsPageDataOf } from './guard';
import type { JobsPageData } from './types';

// Read once, when the remote loads: the document keeps the element, but its data describes only the first page.
let documentPage = jobsPageDataOf(readRemoteData('jobs'));

/** The page data the edge wrote into this document (`remoteDataElementId('jobs')`); null on a server. */
export function documentPageData(): JobsPageData | null {
  return documentPage;
}

/** Called once the first page has rendered from it: any later mount of the routes fetches. */
export function forgetDocumentPageData(): void {
  documentPage = null;
}
