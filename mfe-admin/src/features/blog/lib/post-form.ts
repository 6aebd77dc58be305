import type { AdminPost, PostInput, PostStatus } from '@rdj/shared';

/** The post form as the inputs hold it: numbers and times as typed, converted by `toPostInput`. */
export interface PostForm {
  title: string;
  excerpt: string;
  content: string;
  featuredImageUrl: string | null;
  featuredImageAlt: string;
  category: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
  canonical: string;
  readTime: string;
  tags: string[];
  status: PostStatus;
  /** A `datetime-local` value (local time, to the minute); '' when none. */
  scheduledFor: string;
  addToSitemap: boolean;
}

/** A new post (docs/data.md#blog-post): a draft, in the sitemap once published. */
export const emptyForm: PostForm = {
  title: '',
  excerpt: '',
  content: '',
  featuredImageUrl: null,
  featuredImageAlt: '',
  category: '',
  metaTitle: '',
  metaDescription: '',
  keywords: '',
  canonical: '',
  readTime: '',
  tags: [],
  status: 'draft',
  scheduledFor: '',
  addToSitemap: true,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A time as a `datetime-local` value in the browser's time zone. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (read as local time) as an ISO time, or null when empty or not a time. */
function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function fromInput(post: PostInput): Omit<PostForm, 'status' | 'scheduledFor'> {
  return {
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    featuredImageUrl: post.featuredImageUrl,
    featuredImageAlt: post.featuredImageAlt,
    category: post.category,
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
    keywords: post.keywords,
    canonical: post.canonical,
    readTime: post.readTime === null ? '' : String(post.readTime),
    tags: [...post.tags],
    addToSitemap: post.addToSitemap,
  };
}

/**
 * The form of a loaded post. Autosaved changes not yet applied (`draftRevision`) are what the admin was editing, so
 * they fill the form; status and schedule stay the live post's, since an autosave never changes them.
 */
export function formFromPost(post: AdminPost): PostForm {
  const fields = fromInput(post.draftRevision?.post ?? post);
  return {
    ...fields,
    status: post.status,
    scheduledFor: post.status === 'scheduled' && post.scheduledFor ? toLocalInput(new Date(post.scheduledFor)) : '',
  };
}

/** What a save sends. Only a scheduled post carries a schedule time. */
export function toPostInput(form: PostForm): PostInput {
  const readTime = form.readTime.trim() === '' ? null : Number(form.readTime);
  return {
    title: form.title,
    excerpt: form.excerpt,
    content: form.content,
    featuredImageUrl: form.featuredImageUrl,
    featuredImageAlt: form.featuredImageAlt,
    category: form.category,
    metaTitle: form.metaTitle,
    metaDescription: form.metaDescription,
    keywords: form.keywords,
    canonical: form.canonical,
    readTime: readTime !== null && Number.isNaN(readTime) ? null : readTime,
    tags: form.tags,
    status: form.status,
    scheduledFor: form.status === 'scheduled' ? fromLocalInput(form.scheduledFor) : null,
    addToSitemap: form.addToSitemap,
  };
}
