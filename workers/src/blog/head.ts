import { headTags, siteName, type HeadTags } from '@rdj/shared';
import { structuredDataScript } from '../lib/structured-data';
import { absoluteUrl, blogPostingStructuredData } from './structured-data';
import type { Db } from '../db/client';
import { visiblePost } from './queries';

/** The slug of `/blog/{slug}` as written in the URL, decoded; null when it does not decode. */
function decodedSlug(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/**
 * The head of a post's page `/blog/{slug}`, from the post: its meta title and description (else its title and
 * excerpt), keywords, canonical, the featured image as og:image, og:type article and BlogPosting structured data.
 * Null when readers may not see a post at that slug.
 */
export async function blogPostHead(db: Db, origin: string, encodedSlug: string): Promise<HeadTags | null> {
  const slug = decodedSlug(encodedSlug);
  const post = slug === null ? null : await visiblePost(db, slug);
  if (!post) return null;
  const path = `/blog/${encodeURIComponent(post.slug)}`;
  const pageUrl = `${origin}${path}`;
  const canonical = post.canonicalUrl || pageUrl;
  return {
    ...headTags(origin, path, null),
    title: post.metaTitle || `${post.title} | ${siteName}`,
    description: post.metaDescription || post.excerpt || headTags(origin, '/blog', null).description,
    keywords: post.keywords || headTags(origin, '/blog', null).keywords,
    canonical,
    ogType: 'article',
    image: post.featuredImageUrl ? absoluteUrl(origin, post.featuredImageUrl) : null,
    structuredData: structuredDataScript(blogPostingStructuredData(post, canonical, origin)),
  };
}
