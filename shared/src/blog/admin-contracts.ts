import { z } from '../zod';

/**
 * What the blog's admin pages and `/api/admin/blog` exchange: the post form, categories and tags. One schema each,
 * so the editor's checks and the worker's agree.
 */

export const postStatuses = ['draft', 'published', 'scheduled'] as const;
export type PostStatus = (typeof postStatuses)[number];

/** The post form's category options (docs/data.md#blog-post). */
export const postCategoryOptions = [
  'Career Advice',
  'Portfolio Tips',
  'Tools & Resources',
  'Collaboration',
  'Work Life',
  'Industry Insights',
] as const;

/** The most a post's HTML may weigh (characters); a long article is a few tens of thousands. */
export const maxPostContent = 500_000;

/** Featured images: the limit of docs/validation.md#images (2 MB), enforced by the server too; compressed to about this in the browser. */
export const maxImageBytes = 2_097_152;
/** Longest side of a compressed featured image. */
export const maxImageSide = 1200;
/** The image types an upload may be (checked by the file's bytes on the server). */
export const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageType = (typeof imageTypes)[number];

/** Where the worker serves uploaded images: `/blog-images/{random}.{ext}` (the R2 key without the leading slash). */
export const blogImagePrefix = '/blog-images/';

const text = (max: number) => z.string().trim().max(max);
const tagSlug = z.string().min(1).max(100).regex(/^[\p{Ll}\p{Lo}\p{N}-]+$/u, 'not a tag slug');
const httpUrl = z.url({ protocol: /^https?$/, error: 'Enter a full URL, starting with https://' }).max(2000);
/** A featured image: one we serve (`/blog-images/…`) or an absolute http(s) URL. */
const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v.startsWith(blogImagePrefix) || /^https?:\/\//i.test(v), 'Not an image address');

/**
 * The post form (docs/validation.md#blog-post) as the editor sends it. A draft may be incomplete; publishing or scheduling needs what
 * readers see (featured image, read time) and a schedule needs a time.
 */
export const postInput = z
  .object({
    title: text(200).min(1, 'Title is required'),
    excerpt: text(1000).default(''),
    content: z.string().max(maxPostContent).default(''),
    featuredImageUrl: imageUrl.nullable().default(null),
    featuredImageAlt: text(300).default(''),
    category: text(100).default(''),
    metaTitle: text(200).default(''),
    metaDescription: text(500).default(''),
    keywords: text(500).default(''),
    canonical: z.union([z.literal(''), httpUrl]).default(''),
    readTime: z.number().int().min(1).max(600).nullable().default(null),
    tags: z.array(tagSlug).max(50).default([]),
    status: z.enum(postStatuses).default('draft'),
    /** ISO date-time; only kept for a scheduled post. */
    scheduledFor: z.iso.datetime({ offset: true }).nullable().default(null),
    addToSitemap: z.boolean().default(true),
  })
  .superRefine((post, ctx) => {
    if (post.status === 'draft') return;
    if (!post.featuredImageUrl) ctx.addIssue({ code: 'custom', path: ['featuredImageUrl'], message: 'A featured image is required' });
    if (post.readTime === null) ctx.addIssue({ code: 'custom', path: ['readTime'], message: 'Read time is required' });
    if (post.status === 'scheduled' && !post.scheduledFor)
      ctx.addIssue({ code: 'custom', path: ['scheduledFor'], message: 'Please select a date and time for scheduling' });
  });
export type PostInput = z.infer<typeof postInput>;

/**
 * A save of an existing post: the form plus the `updatedAt` the edit started from. A post changed since then
 * (another tab, another admin) is refused with 409 instead of overwritten.
 */
export const postUpdate = z.object({ post: postInput, expectedUpdatedAt: z.string().min(1).max(40) });
export type PostUpdate = z.infer<typeof postUpdate>;

/** The inline editor's save: title and content only (`expectedUpdatedAt` as above). */
export const postContentUpdate = z.object({
  title: text(200).min(1, 'Title is required'),
  content: z.string().max(maxPostContent),
  expectedUpdatedAt: z.string().min(1).max(40),
});
export type PostContentUpdate = z.infer<typeof postContentUpdate>;

/** A post as the admin pages read it. */
export interface AdminPost extends Omit<PostInput, 'scheduledFor'> {
  id: string;
  slug: string;
  scheduledFor: string | null;
  publishedAt: string | null;
  createdAt: string;
  /** The version token a save sends back as `expectedUpdatedAt`. */
  updatedAt: string;
  /**
   * Autosaved changes to a published or scheduled post, not yet applied (Publish or Save applies them): the live
   * post stays as readers see it until then.
   */
  draftRevision: { post: PostInput; savedAt: string } | null;
}

/** A row of the admin post table. */
export interface AdminPostRow {
  id: string;
  slug: string;
  title: string;
  category: string;
  status: PostStatus;
  publishedAt: string | null;
  scheduledFor: string | null;
  updatedAt: string;
}

/** The post table's filter. */
export const postStatusFilter = z.object({ status: z.enum(['all', ...postStatuses]).default('all') });
export type PostStatusFilter = z.infer<typeof postStatusFilter>['status'];

export const postIdParams = z.object({ id: z.string().uuid('not a post id') });
export const termIdParams = z.object({ id: z.coerce.number().int().min(1) });

export interface BlogCategory {
  id: number;
  name: string;
  slug: string;
  description: string;
}

export interface BlogTag {
  id: number;
  name: string;
  slug: string;
  /** How many posts carry it. */
  count: number;
}

/** Creating or renaming a category (docs/validation.md#blog-categories-and-tags: name required; its slug must be new). */
export const categoryInput = z.object({
  name: text(100).min(1, 'Category name is required'),
  description: text(500).default(''),
});
export type CategoryInput = z.infer<typeof categoryInput>;

/** Creating or renaming a tag (docs/validation.md#blog-categories-and-tags: name required; its slug must be new). */
export const tagInput = z.object({ name: text(100).min(1, 'Tag name is required') });
export type TagInput = z.infer<typeof tagInput>;

/** `POST /api/admin/blog/images` answers where the image is served. */
export interface UploadedImage {
  url: string;
}

/**
 * The blog's messages (docs/validation.md#blog-categories-and-tags, docs/validation.md#scheduling,
 * docs/admin.md#saving-a-post), one source for the editor, the panels and the worker.
 */
export const blogMessages = {
  categoryExists: 'A category with this name already exists',
  tagExists: 'This tag already exists',
  formTagExists: 'A tag with this name already exists',
  pickSchedule: 'Please select a date and time for scheduling',
  scheduleInPast: 'Schedule time must be in the future',
  staleSave:
    'This post was changed elsewhere (in another tab or by another admin) since you opened it. Reload to see the latest version; your edits were not saved.',
  notFound: 'Post not found.',
} as const;
