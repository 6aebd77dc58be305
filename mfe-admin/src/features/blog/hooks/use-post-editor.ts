import { type AdminPost, type PostInput } from '@rdj/shared';
import { useCallback, useRef, useState } from 'react';
import { autosavePost, createPost, updatePost } from '../api/posts';
import { isInvalid, isConflict } from '../../../lib/api-errors';
import { messageOf } from '@rdj/shared/client';
import { emptyForm, formFromPost, toPostInput, type PostForm } from '../lib/post-form';
import { problemsOf, savedMessage } from '../lib/post-checks';
import { useAutosave } from './use-autosave';
import { useEditedPost } from './use-edited-post';
import { useFlash } from '../../../hooks/use-flash';
import { useSaveAfterUploads } from './use-save-after-uploads';
import { uploadFailedMessage } from '../lib/upload-messages';

/** The title an autosaved post gets while its title is still blank (a post must have one). */
const untitled = 'Untitled';

const editPath = (id: string) => `/admin/blog/edit/${encodeURIComponent(id)}`;

/**
 * The post editor's state: loads the post (`id` undefined for a new one), holds the form, saves it on submit (once the
 * images still uploading are in it) and autosaves it 30 s after the last change. A new post becomes
 * `/admin/blog/edit/{id}` once saved.
 */
export function usePostEditor(id: string | undefined) {
  const [form, setForm] = useState<PostForm>(emptyForm);
  /** Bumped whenever the form is replaced from the server, so the rich-text editor reads its content again. */
  const [version, setVersion] = useState(0);
  /** When the form shows autosaved changes that are not live yet (the loaded post's draft revision). */
  const [revisionSavedAt, setRevisionSavedAt] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const submitFlash = useFlash();
  const autosaveFlash = useFlash();
  const uploads = useSaveAfterUploads();
  const formRef = useRef(form);

  const show = useCallback((loaded: AdminPost | null) => {
    const next = loaded ? formFromPost(loaded) : emptyForm;
    formRef.current = next;
    setForm(next);
    setVersion((v) => v + 1);
    setRevisionSavedAt(loaded?.draftRevision?.savedAt ?? null);
    setProblems([]);
  }, []);

  const edited = useEditedPost(id ?? null, { pathOf: editPath, show, onSwitch: () => autosave.cancel() });

  function refused(error: unknown) {
    if (!isConflict(error)) return false;
    edited.markStale();
    submitFlash.show({ kind: 'error', text: error.message }, true);
    return true;
  }

  const autosave = useAutosave(() => {
    const current = formRef.current;
    if (edited.isStale() || (!current.title.trim() && !current.content)) return;
    // An autosave never publishes or schedules anything (docs/admin.md#autosave); a live post keeps it as a revision.
    const draft: PostInput = {
      ...toPostInput(current),
      title: current.title.trim() || untitled,
      status: 'draft',
      scheduledFor: null,
    };
    edited.save((savedId, updatedAt) => (savedId ? autosavePost(savedId, draft, updatedAt) : createPost(draft))).then(
      () => autosaveFlash.show({ kind: 'success', text: 'Draft saved successfully' }),
      (error: unknown) => {
        refused(error);
        autosaveFlash.show({ kind: 'error', text: 'Error saving draft' });
      },
    );
  });

  function change(patch: Partial<PostForm>) {
    const next = { ...formRef.current, ...patch };
    formRef.current = next;
    setForm(next);
    autosave.touch();
  }

  async function submit() {
    const failure = await uploads.run(save);
    if (failure) submitFlash.show({ kind: 'error', text: uploadFailedMessage(failure, formRef.current.status) }, true);
  }

  /** Read after the uploads ended: the form holds their images by then. */
  async function save() {
    const input = toPostInput(formRef.current);
    const issues = problemsOf(input, new Date());
    setProblems(issues);
    if (issues.length > 0) return;
    autosave.cancel();
    try {
      const stored = await edited.save((savedId, updatedAt) =>
        savedId ? updatePost(savedId, input, updatedAt) : createPost(input),
      );
      setRevisionSavedAt(null);
      submitFlash.show(savedMessage(stored));
    } catch (error) {
      if (refused(error)) return;
      if (isInvalid(error)) submitFlash.show({ kind: 'error', text: messageOf(error) }, true);
      else submitFlash.show({ kind: 'error', text: 'Error saving post' });
    }
  }

  async function reloadLatest() {
    try {
      await edited.reloadLatest();
      submitFlash.clear();
      autosaveFlash.clear();
    } catch (error) {
      submitFlash.show({ kind: 'error', text: messageOf(error) }, true);
    }
  }

  return {
    load: edited.load,
    open: edited.open,
    retryLoad: edited.retryLoad,
    form,
    version,
    post: edited.post,
    revisionSavedAt,
    change,
    submit,
    savePhase: uploads.phase,
    trackUpload: uploads.trackUpload,
    stale: edited.stale,
    reloadLatest,
    problems,
    submitMessage: submitFlash.flash,
    autosaveMessage: autosaveFlash.flash,
  };
}
