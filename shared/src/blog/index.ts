export { keywordDensity, primaryKeyword, scoreLabel, seoChecks, seoLimits, seoScore } from './seo-score';
export type { CheckLevel, SeoCheck, SeoScore, SeoScoreInput } from './seo-score';
export { slugify } from './slug';
export { blogListQuery, blogPageSize, blogSlugParams } from './contracts';
export type { BlogPost, BlogPostCard, BlogPostList } from './contracts';
