import type { AdminPost, AdminPostRow, PostInput, PostStatusFilter } from '@rdj/shared';
import { api } from '@rdj/shared/client';

const base = '/api/admin/blog/posts';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** The post table's filter options, in the order the select offers them. */
export const postFilters: readonly { value: PostStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
];

export function fetchPosts(status: PostStatusFilter, signal?: AbortSignal) {
  return api<{ posts: AdminPostRow[] }>(`${base}?status=${status}`, { signal });
}

export function fetchPost(id: string, signal?: AbortSignal) {
  return api<{ post: AdminPost }>(one(id), { signal });
}

export function createPost(post: PostInput | Pick<PostInput, 'title' | 'content'>) {
  return api<{ post: AdminPost }>(base, { method: 'POST', json: post });
}

/** Applies the form; refused with 409 when the post changed since `expectedUpdatedAt`. */
export function updatePost(id: string, post: PostInput, expectedUpdatedAt: string) {
  return api<{ post: AdminPost }>(one(id), { method: 'PUT', json: { post, expectedUpdatedAt } });
}

/** Autosave: a draft takes the form itself; a published or scheduled post keeps it as its draft revision. */
export function autosavePost(id: string, post: PostInput, expectedUpdatedAt: string) {
  return api<{ post: AdminPost }>(`${one(id)}/autosave`, { method: 'PUT', json: { post, expectedUpdatedAt } });
}

/** The inline editor's save: title and content only. */
export function updatePostContent(id: string, title: string, content: string, expectedUpdatedAt: string) {
  return api<{ post: AdminPost }>(`${one(id)}/content`, {
    method: 'PATCH',
    json: { title, content, expectedUpdatedAt },
  });
}

export function deletePost(id: string) {
  return api<null>(one(id), { method: 'DELETE' });
}
