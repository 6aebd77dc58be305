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
export { isRobotsPath, robotsWithDisallow, robotsWithoutDisallow } from './robots';
export { maxSitemapBytes, maxSitemapUrls, sitemapChildPath, sitemapDocuments } from './sitemap';
export type { SitemapDocuments, SitemapFile } from './sitemap';
