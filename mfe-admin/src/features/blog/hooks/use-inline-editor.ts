import { postContentUpdate, type AdminPost } from '@rdj/shared';
import { useNavigate } from '@rdj/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiClientError } from '@rdj/shared/client';
import { createPost, fetchPost, updatePostContent } from '../api/posts';
import { isConflict, isInvalid, messageOf } from '../../../lib/messages';
import { saveQueue } from '../lib/save-queue';
import type { LoadState } from './use-post-editor';
import { useFlash } from '../../../hooks/use-flash';

const titleAndContent = postContentUpdate.pick({ title: true, content: true });
const inlinePath = (id: string) => `/admin/blog/inline-editor/${encodeURIComponent(id)}`;

/**
 * The inline editor's state: the post's title and content (`new`: empty), saved with PATCH; the first save of a new
 * post creates a draft and the address becomes that post's.
 */
export function useInlineEditor(id: string) {
  const navigate = useNavigate();
  const isNew = id === 'new';
  const [load, setLoad] = useState<LoadState>(isNew ? { status: 'ready' } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [version, setVersion] = useState(0);
  const [post, setPost] = useState<AdminPost | null>(null);
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  const flash = useFlash();
  const saved = useRef<{ id: string | null; updatedAt: string }>({ id: null, updatedAt: '' });
  const [enqueue] = useState(saveQueue);

  const show = useCallback((loaded: AdminPost) => {
    saved.current = { id: loaded.id, updatedAt: loaded.updatedAt };
    setPost(loaded);
    setTitle(loaded.title);
    setContent(loaded.content);
    setVersion((v) => v + 1);
    setStale(false);
  }, []);

  useEffect(() => {
    if (id === saved.current.id) return;
    if (isNew) {
      if (saved.current.id !== null) {
        saved.current = { id: null, updatedAt: '' };
        setPost(null);
        setTitle('');
        setContent('');
        setVersion((v) => v + 1);
      }
      setLoad({ status: 'ready' });
      return;
    }
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchPost(id, controller.signal).then(
      ({ post: loaded }) => {
        if (controller.signal.aborted) return;
        show(loaded);
        setLoad({ status: 'ready' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const missing = error instanceof ApiClientError && (error.status === 404 || error.status === 400);
        setLoad(missing ? { status: 'not-found' } : { status: 'failed', message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [id, isNew, attempt, show]);

  async function save() {
    const parsed = titleAndContent.safeParse({ title, content });
    if (!parsed.success) return flash.show({ kind: 'error', text: parsed.error.issues[0]?.message ?? '' }, true);
    setSaving(true);
    try {
      const { created, stored } = await enqueue(async () => {
        const { id: savedId, updatedAt } = saved.current;
        const { post: answered } = savedId
          ? await updatePostContent(savedId, title, content, updatedAt)
          : await createPost({ title, content });
        // Recorded before the next save in the queue starts: it must send this version.
        saved.current = { id: answered.id, updatedAt: answered.updatedAt };
        return { created: savedId === null, stored: answered };
      });
      setPost(stored);
      if (created) navigate(inlinePath(stored.id), { replace: true });
      flash.show({ kind: 'success', text: 'Changes saved successfully' });
    } catch (error) {
      if (isConflict(error)) setStale(true);
      if (isConflict(error) || isInvalid(error)) flash.show({ kind: 'error', text: error.message }, true);
      else flash.show({ kind: 'error', text: 'Error saving changes' });
    } finally {
      setSaving(false);
    }
  }

  async function reloadLatest() {
    const savedId = saved.current.id;
    if (!savedId) return;
    try {
      show((await fetchPost(savedId)).post);
      flash.clear();
    } catch (error) {
      flash.show({ kind: 'error', text: messageOf(error) }, true);
    }
  }

  return {
    load,
    retryLoad: () => setAttempt((n) => n + 1),
    post,
    title,
    setTitle,
    content,
    setContent,
    version,
    save,
    saving,
    stale,
    reloadLatest,
    message: flash.flash,
  };
}
