import { postContentUpdate, type AdminPost } from '@rdj/shared';
import { useCallback, useRef, useState } from 'react';
import { createPost, updatePostContent } from '../api/posts';
import { isConflict, isInvalid } from '../../../lib/api-errors';
import { messageOf } from '@rdj/shared/client';
import { useEditedPost } from './use-edited-post';
import { useSaveAfterUploads } from './use-save-after-uploads';
import { uploadFailedMessage } from '../lib/upload-messages';
import { useFlash } from '../../../hooks/use-flash';

const titleAndContent = postContentUpdate.pick({ title: true, content: true });
const inlinePath = (id: string) => `/admin/blog/inline-editor/${encodeURIComponent(id)}`;

interface Fields {
  title: string;
  content: string;
}

const empty: Fields = { title: '', content: '' };

/**
 * The inline editor's state: the post's title and content (`new`: empty), saved with PATCH once the images still
 * uploading into the content are in it; the first save of a new post creates a draft and the address becomes that
 * post's.
 */
export function useInlineEditor(id: string) {
  const [fields, setFields] = useState<Fields>(empty);
  /** What a save sends: read after the uploads ended, when the state of the click's render is out of date. */
  const latest = useRef(fields);
  const [version, setVersion] = useState(0);
  const uploads = useSaveAfterUploads();
  const flash = useFlash();

  const edit = useCallback((patch: Partial<Fields>) => {
    latest.current = { ...latest.current, ...patch };
    setFields(latest.current);
  }, []);

  const show = useCallback(
    (loaded: AdminPost | null) => {
      edit({ title: loaded?.title ?? '', content: loaded?.content ?? '' });
      setVersion((v) => v + 1);
    },
    [edit],
  );

  const edited = useEditedPost(id === 'new' ? null : id, { pathOf: inlinePath, show });

  async function send() {
    const { title, content } = latest.current;
    const parsed = titleAndContent.safeParse({ title, content });
    if (!parsed.success) return flash.show({ kind: 'error', text: parsed.error.issues[0]?.message ?? '' }, true);
    try {
      await edited.save((savedId, updatedAt) =>
        savedId ? updatePostContent(savedId, title, content, updatedAt) : createPost({ title, content }),
      );
      flash.show({ kind: 'success', text: 'Changes saved successfully' });
    } catch (error) {
      if (isConflict(error)) edited.markStale();
      if (isConflict(error) || isInvalid(error)) flash.show({ kind: 'error', text: error.message }, true);
      else flash.show({ kind: 'error', text: 'Error saving changes' });
    }
  }

  async function save() {
    const failure = await uploads.run(send);
    if (failure) flash.show({ kind: 'error', text: uploadFailedMessage(failure, 'changes') }, true);
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
    title: fields.title,
    setTitle: (title: string) => edit({ title }),
    content: fields.content,
    setContent: (content: string) => edit({ content }),
    version,
    save,
    savePhase: uploads.phase,
    trackUpload: uploads.trackUpload,
    stale: edited.stale,
    reloadLatest,
    message: flash.flash,
  };
}
