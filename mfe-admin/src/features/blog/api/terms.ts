import type { BlogCategory, BlogTag, CategoryInput, TagInput } from '@rdj/shared';
import { api } from '@rdj/shared/client';

const base = '/api/admin/blog';

export async function fetchCategories(signal?: AbortSignal): Promise<BlogCategory[]> {
  return (await api<{ categories: BlogCategory[] }>(`${base}/categories`, { signal })).categories;
}

export async function createCategory(input: CategoryInput): Promise<BlogCategory> {
  return (await api<{ category: BlogCategory }>(`${base}/categories`, { method: 'POST', json: input })).category;
}

export async function updateCategory(id: number, input: CategoryInput): Promise<BlogCategory> {
  return (await api<{ category: BlogCategory }>(`${base}/categories/${id}`, { method: 'PUT', json: input })).category;
}

export async function deleteCategory(id: number): Promise<void> {
  await api<null>(`${base}/categories/${id}`, { method: 'DELETE' });
}

export async function fetchTags(signal?: AbortSignal): Promise<BlogTag[]> {
  return (await api<{ tags: BlogTag[] }>(`${base}/tags`, { signal })).tags;
}

export async function createTag(input: TagInput): Promise<BlogTag> {
  return (await api<{ tag: BlogTag }>(`${base}/tags`, { method: 'POST', json: input })).tag;
}

export async function updateTag(id: number, input: TagInput): Promise<BlogTag> {
  return (await api<{ tag: BlogTag }>(`${base}/tags/${id}`, { method: 'PUT', json: input })).tag;
}

export async function deleteTag(id: number): Promise<void> {
  await api<null>(`${base}/tags/${id}`, { method: 'DELETE' });
}
