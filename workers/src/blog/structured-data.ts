import { siteName, type BlogPost } from '@rdj/shared';

/** An address a post stores (`/blog-images/…` of our own, or absolute) as the absolute URL crawlers need. */
export function absoluteUrl(origin: string, url: string): string {
  return url.startsWith('/') ? `${origin.replace(/\/$/, '')}${url}` : url;
}

/**
 * schema.org BlogPosting for a post's page, as Google reads an article: headline, image, the dates it went out and
 * last changed, and the site as author and publisher (posts carry no personal byline).
 */
export function blogPostingStructuredData(post: BlogPost, pageUrl: string, origin: string): Record<string, unknown> {
  const site = { '@type': 'Organization', name: siteName, url: origin };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title.slice(0, 110),
    ...(post.metaDescription || post.excerpt ? { description: post.metaDescription || post.excerpt } : {}),
    ...(post.featuredImageUrl ? { image: [absoluteUrl(origin, post.featuredImageUrl)] } : {}),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt,
    ...(post.keywords ? { keywords: post.keywords } : {}),
    ...(post.category ? { articleSection: post.category } : {}),
    author: site,
    publisher: site,
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
    url: pageUrl,
  };
}
