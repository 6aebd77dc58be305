import type { AdminPost, AdminPostRow, BlogCategory, BlogTag } from '@rdj/shared';
import type { Reply } from './fetch-stub';

export const postId = '6f1c2f7e-8a1b-4c55-9d3e-2b7a4f0c9e11';

/** A post as `GET /api/admin/blog/posts/:id` answers it; override what a test is about. */
export function adminPost(overrides: Partial<AdminPost> = {}): AdminPost {
  return {
    id: postId,
    slug: 'remote-design-tips',
    title: 'Remote design tips',
    excerpt: 'How to work well from anywhere.',
    content: '<h2>Start here</h2><p>Remote design work.</p>',
    featuredImageUrl: '/blog-images/abc.jpg',
    featuredImageAlt: 'A desk',
    category: 'Work Life',
    metaTitle: '',
    metaDescription: '',
    keywords: 'remote design',
    canonical: '',
    readTime: 5,
    tags: ['remote-work'],
    status: 'draft',
    scheduledFor: null,
    addToSitemap: true,
    publishedAt: null,
    createdAt: '2026-11-05T10:00:00.000Z',
    updatedAt: '2026-11-05T10:00:00.000Z',
    draftRevision: null,
    ...overrides,
  };
}

export function postRow(overrides: Partial<AdminPostRow> = {}): AdminPostRow {
  return {
    id: postId,
    slug: 'remote-design-tips',
    title: 'Remote design tips',
    category: 'Work Life',
    status: 'draft',
    publishedAt: null,
    scheduledFor: null,
    updatedAt: '2026-11-05T10:00:00.000Z',
    ...overrides,
  };
}

export const category = (id: number, name: string, slug: string, description = ''): BlogCategory => ({
  id,
  name,
  slug,
  description,
});

export const tag = (id: number, name: string, slug: string, count = 0): BlogTag => ({ id, name, slug, count });

export const ok = (body: unknown, status = 200): Reply => ({ status, body });
export const apiError = (status: number, code: string, message: string): Reply => ({
  status,
  body: { error: { code, message } },
});

/** What the post editor loads beside the post: the categories and tags to choose from. */
export const termsLoaded = {
  'GET /api/admin/blog/categories': ok({ categories: [category(1, 'Career Advice', 'career-advice')] }),
  'GET /api/admin/blog/tags': ok({ tags: [tag(1, 'Remote Work', 'remote-work', 2), tag(2, 'UI Design', 'ui-design')] }),
};

export const postKey = `GET /api/admin/blog/posts/${postId}`;
export const putKey = `PUT /api/admin/blog/posts/${postId}`;
export const autosaveKey = `PUT /api/admin/blog/posts/${postId}/autosave`;
export const contentKey = `PATCH /api/admin/blog/posts/${postId}/content`;
export const createKey = 'POST /api/admin/blog/posts';
