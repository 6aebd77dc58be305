import { headTags, siteName, type HeadTags } from '@rdj/shared';
import { openJobPostingData, structuredDataScript } from '../lib/structured-data';
import type { Db } from '../db/client';
import { postingPageView } from './open-queries';

/**
 * The head of a posting's page `/jobs/{id}`: its title and a description from its text, and while it is open the
 * JobPosting structured data Google for Jobs reads. Once it ended (expired or closed) the page stays but is
 * `noindex` and carries no JobPosting, as Google asks of a job that is gone (docs/postings.md#lifecycle). Null when
 * no posting was ever public under that id.
 */
export async function postingHead(db: Db, origin: string, id: string): Promise<HeadTags | null> {
  const posting = await postingPageView(db, id);
  if (!posting) return null;
  const path = `/jobs/${posting.id}`;
  const base = headTags(origin, path, null, !posting.open);
  const description = posting.description.replace(/\s+/g, ' ').trim().slice(0, 155);
  const data = openJobPostingData(posting, `${origin}${path}`);
  return {
    ...base,
    title: `${posting.title} at ${posting.company} | ${siteName}`,
    description,
    keywords: `${posting.title}, ${posting.company}, remote design job`,
    canonical: `${origin}${path}`,
    robots: posting.open ? null : 'noindex',
    structuredData: data ? structuredDataScript(data) : null,
  };
}
