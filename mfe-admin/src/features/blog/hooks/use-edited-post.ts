import type { AdminPost } from '@rdj/shared';
import { useNavigate } from '@rdj/router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useResource } from '@rdj/shared/loading';
import { fetchPost } from '../api/posts';
import { saveQueue } from '../lib/save-queue';

interface EditedPostOptions {
  /** The page's address for a post: a new post's page moves there once it is saved. */
  pathOf: (id: string) => string;
  /** Fills the page from a loaded post, or empties it for a new one (null). */
  show: (post: AdminPost | null) => void;
  /** Called when the page turns to another post, before it loads (the post editor drops a pending autosave). */
  onSwitch?: () => void;
}

/** Sends a save: to the post `id` at version `updatedAt`, or creates the post when `id` is null. */
type Send = (id: string | null, updatedAt: string) => Promise<{ post: AdminPost }>;

/**
 * The post an editor page works on (the post editor's and the inline editor's): loads post `id` (null: a new post)
 * and hands it to `show`. Saves run one at a time and each sends the id and `updatedAt` the last one answered; the
 * first save of a new post creates it and the page moves to its address, where editing goes on without loading it
 * again. After a 409 the post is `stale` until `reloadLatest` shows the version the server holds.
 */
export function useEditedPost(id: string | null, { pathOf, show, onSwitch }: EditedPostOptions) {
  const navigate = useNavigate();
  const [post, setPost] = useState<AdminPost | null>(null);
  const [stale, setStale] = useState(false);
  const staleRef = useRef(false);
  /** The post the page saves to and the version it was last saved or loaded as. */
  const saved = useRef<{ id: string | null; updatedAt: string }>({ id: null, updatedAt: '' });
  const [enqueue] = useState(saveQueue);
  const latest = useRef({ show, onSwitch });

  useEffect(() => {
    latest.current = { show, onSwitch };
  });

  const showPost = useCallback((next: AdminPost | null) => {
    saved.current = next ? { id: next.id, updatedAt: next.updatedAt } : { id: null, updatedAt: '' };
    setPost(next);
    staleRef.current = false;
    setStale(false);
    latest.current.show(next);
  }, []);

  // Nothing to load for a new post, nor for the post this page just created: it is in the page already.
  const load = useMemo(
    () =>
      id === null || id === saved.current.id
        ? null
        : async (signal: AbortSignal) => {
            const { post: loaded } = await fetchPost(id, signal);
            if (!signal.aborted) showPost(loaded);
          },
    [id, showPost],
  );
  const { state, reload } = useResource(load, { notFound: true });

  useEffect(() => {
    if (id !== null && id === saved.current.id) return;
    latest.current.onSwitch?.();
    if (id === null && saved.current.id !== null) showPost(null);
  }, [id, showPost]);

  /** Runs `send` in the queue; answers the post as the server stored it. */
  async function save(send: Send): Promise<AdminPost> {
    const { created, stored } = await enqueue(async () => {
      const { id: savedId, updatedAt } = saved.current;
      const { post: answered } = await send(savedId, updatedAt);
      // Recorded before the next save in the queue starts: it must send this version.
      saved.current = { id: answered.id, updatedAt: answered.updatedAt };
      return { created: savedId === null, stored: answered };
    });
    setPost(stored);
    if (created) navigate(pathOf(stored.id), { replace: true });
    return stored;
  }

  function markStale() {
    staleRef.current = true;
    setStale(true);
  }

  /** After a 409: the latest version replaces what the page shows (the refused edits were not saved). */
  async function reloadLatest() {
    const savedId = saved.current.id;
    if (savedId) showPost((await fetchPost(savedId)).post);
  }

  return {
    load: state,
    /** The post can be edited: loaded, or nothing to load (a new post, or the one this page just created). */
    open: state.status === 'ready' || state.status === 'idle',
    retryLoad: reload,
    post,
    save,
    stale,
    /** Read in a timer (the autosave), where the `stale` of a past render would be out of date. */
    isStale: () => staleRef.current,
    markStale,
    reloadLatest,
  };
}
