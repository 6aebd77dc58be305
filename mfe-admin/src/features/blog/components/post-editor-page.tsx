import { blogMessages } from '@rdj/shared';
import { Link, useParams } from '@rdj/router';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { usePostEditor } from '../hooks/use-post-editor';
import { useCategories, useTags } from '../hooks/use-terms';
import { BasicInfoSection } from './basic-info-section';
import { PublishActions } from './publish-actions';
import { SeoSettingsSection } from './seo-settings-section';
import type { EditorHandle } from '../lib/quill-editor';
import { LoadFailed } from '../../../components/load-failed';

interface PostEditorPageProps {
  /** Tools that write the content (the route layer adds the AI ones), drawn between the content and SEO sections. */
  contentTools?: (content: string, replaceContent: (html: string) => void) => ReactNode;
}

/** `/admin/blog/new` and `/admin/blog/edit/:id`: the post form (docs/admin.md#post-editor), saved through the blog admin API. */
export function PostEditorPage({ contentTools }: PostEditorPageProps) {
  const { id } = useParams();
  const editor = usePostEditor(id);
  const categories = useCategories();
  const tags = useTags();
  const { load, open, form, change } = editor;
  const contentEditor = useRef<EditorHandle | null>(null);

  /** The AI tools' output goes through the editor (an undoable edit it reports back); straight to the form without one. */
  function replaceContent(html: string) {
    if (contentEditor.current) contentEditor.current.setHtml(html);
    else change({ content: html });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void editor.submit();
  }

  return (
    <section className="container stack admin-page admin-blog-editor">
      <p>
        <Link to="/admin/blog">Back to Blog Administration</Link>
      </p>
      <h1>{id ? 'Edit Blog Post' : 'Create New Blog Post'}</h1>
      {load.status === 'loading' && <p className="muted">Loading post...</p>}
      {load.status === 'not-found' && <p className="muted">{blogMessages.notFound}</p>}
      {load.status === 'failed' && <LoadFailed message={load.message} onRetry={editor.retryLoad} />}
      {open && (
        <form className="stack" onSubmit={onSubmit} noValidate aria-label="Blog post">
          {editor.revisionSavedAt && (
            <p role="note" className="alert admin-blog-revision-note">
              Showing autosaved changes from {new Date(editor.revisionSavedAt).toLocaleString()} that are not live yet.
            </p>
          )}
          <BasicInfoSection
            form={form}
            change={change}
            version={editor.version}
            postId={editor.post?.id ?? null}
            categories={categories.state}
            tags={tags}
            editorRef={contentEditor}
            trackUpload={editor.trackUpload}
          />
          {contentTools?.(form.content, replaceContent)}
          <SeoSettingsSection form={form} change={change} />
          <PublishActions
            form={form}
            change={change}
            savePhase={editor.savePhase}
            problems={editor.problems}
            submitMessage={editor.submitMessage}
            autosaveMessage={editor.autosaveMessage}
            stale={editor.stale}
            onReloadLatest={() => void editor.reloadLatest()}
          />
        </form>
      )}
    </section>
  );
}
