export { keywordDensity, primaryKeyword, scoreLabel, seoChecks, seoLimits, seoScore } from './seo-score';
export type { CheckLevel, SeoCheck, SeoScore, SeoScoreInput } from './seo-score';
export { slugify } from './slug';
export { blogListQuery, blogPageSize, blogSlugParams } from './contracts';
export type { BlogPost, BlogPostCard, BlogPostList } from './contracts';
export {
  blogImagePrefix,
  blogMessages,
  categoryInput,
  imageTypes,
  maxImageBytes,
  maxImageSide,
  maxPostContent,
  postCategoryOptions,
  postContentUpdate,
  postIdParams,
  postInput,
  postStatuses,
  postStatusFilter,
  postUpdate,
  tagInput,
  termIdParams,
} from './admin-contracts';
export type {
  AdminPost,
  AdminPostRow,
  BlogCategory,
  BlogTag,
  CategoryInput,
  ImageType,
  PostContentUpdate,
  PostInput,
  PostStatus,
  PostStatusFilter,
  PostUpdate,
  TagInput,
  UploadedImage,
} from './admin-contracts';
export { publishState, scheduleProblem, sitemapNotes, submitLabels } from './status';
export type { PublishState } from './status';
