import { postInput, scheduleProblem, type AdminPost, type PostInput } from '@rdj/shared';
import { ApiClientError } from '@rdj/shared/client';
import { useNavigate } from '@rdj/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { autosavePost, createPost, fetchPost, updatePost } from '../api/posts';
import { isInvalid, isConflict, messageOf } from '../../../lib/messages';
import { emptyForm, formFromPost, toPostInput, type PostForm } from '../lib/post-form';
import { saveQueue } from '../lib/save-queue';
import { useAutosave } from './use-autosave';
import { useFlash, type Flash } from '../../../hooks/use-flash';

export type LoadState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed'; message: string }
  | { status: 'ready' };

/** The title an autosaved post gets while its title is still blank (a post must have one). */
export const untitled = 'Untitled';

const editPath = (id: string) => `/admin/blog/edit/${encodeURIComponent(id)}`;

/** What a successful save says (spec §4), from the post as the server stored it. */
function savedMessage(post: AdminPost): Flash {
  if (post.status === 'published') return { kind: 'success', text: 'Post published successfully' };
  if (post.status === 'scheduled' && post.scheduledFor)
    return { kind: 'success', text: `Post scheduled for ${new Date(post.scheduledFor).toLocaleString()}` };
  return { kind: 'success', text: 'Draft saved successfully' };
}

/**
 * The post editor's state: loads the post (`id` undefined for a new one), holds the form, saves it on submit and
 * autosaves it 30 s after the last change. Saves run one at a time and each sends the `updatedAt` the last answered.
 * A new post becomes `/admin/blog/edit/{id}` once saved, and editing goes on there without loading it again.
 */
export function usePostEditor(id: string | undefined) {
  const navigate = useNavigate();
  const [load, setLoad] = useState<LoadState>(id ? { status: 'loading' } : { status: 'ready' });
  const [attempt, setAttempt] = useState(0);
  const [form, setForm] = useState<PostForm>(emptyForm);
  /** Bumped whenever the form is replaced from the server, so the rich-text editor reads its content again. */
  const [version, setVersion] = useState(0);
  const [post, setPost] = useState<AdminPost | null>(null);
  /** When the form shows autosaved changes that are not live yet (the loaded post's draft revision). */
  const [revisionSavedAt, setRevisionSavedAt] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const submitFlash = useFlash();
  const autosaveFlash = useFlash();

  const formRef = useRef(form);
  /** The post the form saves to and the version it was last saved or loaded as. */
  const saved = useRef<{ id: string | null; updatedAt: string }>({ id: null, updatedAt: '' });
  const [enqueue] = useState(saveQueue);
  const staleRef = useRef(false);

  const replaceForm = useCallback((next: PostForm) => {
    formRef.current = next;
    setForm(next);
    setVersion((v) => v + 1);
  }, []);

  /**
   * One save in the queue: it sends the id and `updatedAt` the previous save left (none: the post is created) and
   * records what the server answered before the next save starts.
   */
  function save(send: (id: string | null, updatedAt: string) => Promise<{ post: AdminPost }>) {
    return enqueue(async () => {
      const { id: savedId, updatedAt } = saved.current;
      const { post: stored } = await send(savedId, updatedAt);
      saved.current = { id: stored.id, updatedAt: stored.updatedAt };
      return { created: savedId === null, stored };
    });
  }

  const markStale = useCallback(
    (error: ApiClientError) => {
      staleRef.current = true;
      setStale(true);
      submitFlash.show({ kind: 'error', text: error.message }, true);
    },
    [submitFlash.show],
  );

  const showLoaded = useCallback(
    (loaded: AdminPost) => {
      saved.current = { id: loaded.id, updatedAt: loaded.updatedAt };
      setPost(loaded);
      replaceForm(formFromPost(loaded));
      setRevisionSavedAt(loaded.draftRevision?.savedAt ?? null);
      staleRef.current = false;
      setStale(false);
      setProblems([]);
    },
    [replaceForm],
  );

  const autosave = useAutosave(() => {
    const current = formRef.current;
    if (staleRef.current || (!current.title.trim() && !current.content)) return;
    // An autosave never publishes or schedules anything (spec §4); a live post keeps it as a revision.
    const draft: PostInput = {
      ...toPostInput(current),
      title: current.title.trim() || untitled,
      status: 'draft',
      scheduledFor: null,
    };
    save((savedId, updatedAt) => (savedId ? autosavePost(savedId, draft, updatedAt) : createPost(draft))).then(
      ({ created, stored }) => {
        setPost(stored);
        if (created) navigate(editPath(stored.id), { replace: true });
        autosaveFlash.show({ kind: 'success', text: 'Draft saved successfully' });
      },
      (error: unknown) => {
        if (isConflict(error)) markStale(error);
        autosaveFlash.show({ kind: 'error', text: 'Error saving draft' });
      },
    );
  });

  useEffect(() => {
    // A post this page just created is already in the form: editing goes on without loading it again.
    if (id !== undefined && id === saved.current.id) return;
    autosave.cancel();
    if (id === undefined) {
      if (saved.current.id !== null) {
        saved.current = { id: null, updatedAt: '' };
        setPost(null);
        setRevisionSavedAt(null);
        replaceForm(emptyForm);
      }
      setLoad({ status: 'ready' });
      return;
    }
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchPost(id, controller.signal).then(
      ({ post: loaded }) => {
        if (controller.signal.aborted) return;
        showLoaded(loaded);
        setLoad({ status: 'ready' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // The id is the only input: one the server refuses as malformed (400) names no post either.
        const missing = error instanceof ApiClientError && (error.status === 404 || error.status === 400);
        setLoad(missing ? { status: 'not-found' } : { status: 'failed', message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [id, attempt, autosave.cancel, replaceForm, showLoaded]);

  function change(patch: Partial<PostForm>) {
    const next = { ...formRef.current, ...patch };
    formRef.current = next;
    setForm(next);
    autosave.touch();
  }

  async function submit() {
    const input = toPostInput(formRef.current);
    const scheduleIssue = scheduleProblem(input.status, input.scheduledFor, new Date());
    const parsed = postInput.safeParse(input);
    const issues = scheduleIssue ? [scheduleIssue] : (parsed.error?.issues.map((issue) => issue.message) ?? []);
    setProblems([...new Set(issues)]);
    if (issues.length > 0) return;
    autosave.cancel();
    setSaving(true);
    try {
      const { created, stored } = await save((savedId, updatedAt) =>
        savedId ? updatePost(savedId, input, updatedAt) : createPost(input),
      );
      setPost(stored);
      setRevisionSavedAt(null);
      if (created) navigate(editPath(stored.id), { replace: true });
      submitFlash.show(savedMessage(stored));
    } catch (error) {
      if (isConflict(error)) markStale(error);
      else if (isInvalid(error)) submitFlash.show({ kind: 'error', text: messageOf(error) }, true);
      else submitFlash.show({ kind: 'error', text: 'Error saving post' });
    } finally {
      setSaving(false);
    }
  }

  /** After a 409: the latest version replaces the form (the admin chose to; the refused edits were not saved). */
  async function reloadLatest() {
    const savedId = saved.current.id;
    if (!savedId) return;
    try {
      showLoaded((await fetchPost(savedId)).post);
      submitFlash.clear();
      autosaveFlash.clear();
    } catch (error) {
      submitFlash.show({ kind: 'error', text: messageOf(error) }, true);
    }
  }

  return {
    load,
    retryLoad: () => setAttempt((n) => n + 1),
    form,
    version,
    post,
    revisionSavedAt,
    change,
    submit,
    saving,
    stale,
    reloadLatest,
    problems,
    submitMessage: submitFlash.flash,
    autosaveMessage: autosaveFlash.flash,
  };
}
