import { z } from '../zod';
import { fixedPagePaths } from './fixed-pages';
import { seoDescriptionMax, seoTitleMax } from './lengths';

/**
 * What the SEO manager, the robots and sitemap managers and `/api/admin/seo…` exchange (docs/admin.md#seo-manager, docs/api.md#seo-tools): one
 * schema each, so the cards' checks and the worker's agree.
 */

const httpUrl = z.url({ protocol: /^https?$/, error: 'Enter a full URL, starting with https://' }).max(2000);

/** One of the 17 fixed pages' stored metadata, as a card shows it (empty strings where nothing is stored). */
export interface SeoPageSettings {
  path: string;
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  /** True when "Include in Sitemap" is unchecked. */
  noindex: boolean;
  /** When it was last saved; null when nothing is stored for the page yet. */
  updatedAt: string | null;
}

/** A card's Save Changes: every field of the card. */
export const seoPageInput = z.object({
  path: z.string().refine((path) => fixedPagePaths.includes(path), 'Not one of the SEO manager’s pages'),
  title: z.string().trim().max(seoTitleMax, `Title must be at most ${seoTitleMax} characters`),
  description: z.string().trim().max(seoDescriptionMax, `Description must be at most ${seoDescriptionMax} characters`),
  keywords: z.string().trim().max(500),
  canonical: z.union([z.literal(''), httpUrl]),
  noindex: z.boolean(),
});
export type SeoPageInput = z.infer<typeof seoPageInput>;

/** A row of the older page_seo listing (ordered by path). */
export interface PageSeoRow {
  id: number;
  path: string;
  title: string;
  description: string;
  keywords: string;
  addToSitemap: boolean;
}

/** The older listing saves each field edit at once: exactly one field per request. */
export const pageSeoPatch = z.union([
  z.strictObject({ title: z.string().trim().max(200) }),
  z.strictObject({ description: z.string().trim().max(500) }),
  z.strictObject({ keywords: z.string().trim().max(500) }),
  z.strictObject({ addToSitemap: z.boolean() }),
]);
export type PageSeoPatch = z.infer<typeof pageSeoPatch>;

/** The most robots.txt text an administrator may save. */
export const maxRobotsChars = 65_536;
export const robotsInput = z.object({ text: z.string().max(maxRobotsChars, 'robots.txt may be at most 64 KB') });

/** `GET /api/admin/robots`: the stored text, or the default when none is stored. */
export interface RobotsText {
  text: string;
  isDefault: boolean;
}

/** Sitemap uploads: the bucket limit of docs/data.md#images-and-sitemap-files, 5 MB (5242880 bytes), checked by the server too. */
export const maxSitemapUploadBytes = 5_242_880;

/** What `/sitemap.xml` serves now. */
export interface SitemapStatus {
  /** `generated`: the last Generate New Sitemap; `uploaded`: an uploaded file; `live`: built on each request. */
  source: 'generated' | 'uploaded' | 'live';
  /** How many of the fixed pages the next generated sitemap will include (those not marked noindex). */
  includedPages: number;
  /** URLs in what is served now (null for an uploaded file, which is served as it is). */
  urls: number | null;
  updatedAt: string | null;
}

/** `POST /api/generate-sitemap`: what was written. */
export interface GeneratedSitemap {
  urls: number;
  /** 1, or the index plus its children past 50,000 URLs. */
  files: number;
  message: string;
}

export const seoManagerMessages = {
  saved: 'Saved successfully!',
  saveFailed: 'Error saving changes',
  noChanges: 'No Changes',
  addKeywords: 'Please add keywords first',
  missingFields: 'Missing title or description in AI response',
  notXml: 'Please upload an XML file',
  invalidSitemap: 'Invalid sitemap format',
  generateFailed: 'Failed to generate sitemap',
  noindexWarning: 'This page will be marked as no-index in robots.txt',
} as const;
