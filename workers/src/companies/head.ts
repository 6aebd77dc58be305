import { companyPath, headTags, siteName, type Company, type HeadTags } from '@rdj/shared';
import type { Db } from '../db/client';
import { structuredDataScript } from '../lib/structured-data';
import { companyBySlug, openPostingCount } from './queries';

/** schema.org Organization for a company page (docs/postings.md#companies): the page, the website, the logo. */
function organizationStructuredData(company: Company, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org/',
    '@type': 'Organization',
    name: company.name,
    url: `${origin}${companyPath(company.slug)}`,
    ...(company.website ? { sameAs: company.website } : {}),
    ...(company.logoUrl ? { logo: `${origin}${company.logoUrl}` } : {}),
  };
}

function jobsText(count: number): string {
  return count === 1 ? '1 open remote design job' : `${count} open remote design jobs`;
}

/**
 * The head of a company page `/companies/{slug}`: its title, a description counting its open postings, canonical
 * and Organization structured data. `noindex, follow` while it has no open postings (docs/postings.md#companies).
 * Null when no company has that slug.
 */
export async function companyHead(db: Db, origin: string, slug: string): Promise<HeadTags | null> {
  const [company, open] = await Promise.all([companyBySlug(db, slug), openPostingCount(db, slug)]);
  if (!company) return null;
  const path = companyPath(company.slug);
  return {
    ...headTags(origin, path, null),
    title: `${company.name} remote design jobs | ${siteName}`,
    description:
      open > 0
        ? `${jobsText(open)} at ${company.name}. Apply to ${company.name} on ${siteName}.`
        : `${company.name} has no open remote design jobs on ${siteName} right now.`,
    keywords: `${company.name}, ${company.name} jobs, remote design jobs`,
    canonical: `${origin}${path}`,
    robots: open > 0 ? null : 'noindex, follow',
    structuredData: structuredDataScript(organizationStructuredData(company, origin)),
  };
}
