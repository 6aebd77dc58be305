export { fixedPagePaths } from './fixed-pages';
export {
  descriptionLengthStatus,
  seoDescriptionMax,
  seoDescriptionMin,
  seoTitleMax,
  seoTitleMin,
  titleLengthStatus,
} from './lengths';
export type { LengthStatus } from './lengths';
export { maxSitemapBytes, maxSitemapUrls, sitemapChildPath, sitemapDocuments } from './sitemap';
export type { SitemapDocuments, SitemapFile } from './sitemap';
export { maxRobotsChars, maxSitemapUploadBytes, pageSeoPatch, robotsInput, seoManagerMessages, seoPageInput } from './contracts';
export type { GeneratedSitemap, PageSeoPatch, PageSeoRow, RobotsText, SeoPageInput, SeoPageSettings, SitemapStatus } from './contracts';
