import { postContentUpdate, type AdminPost } from '@rdj/shared';
import { useCallback, useState } from 'react';
import { createPost, updatePostContent } from '../api/posts';
import { isConflict, isInvalid } from '../../../lib/api-errors';
import { messageOf } from '@rdj/shared/client';
import { useEditedPost } from './use-edited-post';
import { useFlash } from '../../../hooks/use-flash';

const titleAndContent = postContentUpdate.pick({ title: true, content: true });
const inlinePath = (id: string) => `/admin/blog/inline-editor/${encodeURIComponent(id)}`;

/**
 * The inline editor's state: the post's title and content (`new`: empty), saved with PATCH; the first save of a new
 * post creates a draft and the address becomes that post's.
 */
export function useInlineEditor(id: string) {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [version, setVersion] = useState(0);
  const [saving, setSaving] = useState(false);
  const flash = useFlash();

  const show = useCallback((loaded: AdminPost | null) => {
    setTitle(loaded?.title ?? '');
    setContent(loaded?.content ?? '');
    setVersion((v) => v + 1);
  }, []);

  const edited = useEditedPost(id === 'new' ? null : id, { pathOf: inlinePath, show });

  async function save() {
    const parsed = titleAndContent.safeParse({ title, content });
    if (!parsed.success) return flash.show({ kind: 'error', text: parsed.error.issues[0]?.message ?? '' }, true);
    setSaving(true);
    try {
      await edited.save((savedId, updatedAt) =>
        savedId ? updatePostContent(savedId, title, content, updatedAt) : createPost({ title, content }),
      );
      flash.show({ kind: 'success', text: 'Changes saved successfully' });
    } catch (error) {
      if (isConflict(error)) edited.markStale();
      if (isConflict(error) || isInvalid(error)) flash.show({ kind: 'error', text: error.message }, true);
      else flash.show({ kind: 'error', text: 'Error saving changes' });
    } finally {
      setSaving(false);
    }
  }

  async function reloadLatest() {
    try {
      await edited.reloadLatest();
      flash.clear();
    } catch (error) {
      flash.show({ kind: 'error', text: messageOf(error) }, true);
    }
  }

  return {
    load: edited.load,
    open: edited.open,
    retryLoad: edited.retryLoad,
    post: edited.post,
    title,
    setTitle,
    content,
    setContent,
    version,
    save,
    saving,
    stale: edited.stale,
    reloadLatest,
    message: flash.flash,
  };
}
