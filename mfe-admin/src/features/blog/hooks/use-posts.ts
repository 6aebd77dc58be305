import type { PostStatusFilter } from '@rdj/shared';
import { useCallback } from 'react';
import { deletePost, fetchPosts } from '../api/posts';
import { useResource } from '@rdj/shared/loading';

/** The post table's rows for `filter`, and Delete, which drops the row once the server confirms. */
export function usePosts(filter: PostStatusFilter) {
  const load = useCallback(async (signal: AbortSignal) => (await fetchPosts(filter, signal)).posts, [filter]);
  const { state, reload, updateData } = useResource(load);

  async function remove(id: string) {
    await deletePost(id);
    updateData((posts) => posts.filter((post) => post.id !== id));
  }

  return { state, reload, remove };
}
