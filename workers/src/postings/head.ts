import { headTags, siteName, type HeadTags } from '@rdj/shared';
import { jobPostingStructuredData, structuredDataScript } from '../html/structured-data';
import type { Db } from '../db/client';
import { publicPosting } from './queries';

/**
 * The head of an approved posting's page `/jobs/{id}`: its title and a description from its text, and the
 * JobPosting structured data Google for Jobs reads. Null when no approved, unexpired posting has that id.
 */
export async function postingHead(db: Db, origin: string, id: string): Promise<HeadTags | null> {
  const posting = await publicPosting(db, id);
  if (!posting) return null;
  const path = `/jobs/${posting.id}`;
  const base = headTags(origin, path, null);
  const description = posting.description.replace(/\s+/g, ' ').trim().slice(0, 155);
  return {
    ...base,
    title: `${posting.title} at ${posting.company} | ${siteName}`,
    description,
    keywords: `${posting.title}, ${posting.company}, remote design job`,
    canonical: `${origin}${path}`,
    structuredData: structuredDataScript(jobPostingStructuredData(posting, `${origin}${path}`)),
  };
}
