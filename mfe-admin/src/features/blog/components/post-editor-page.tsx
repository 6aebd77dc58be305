import { blogMessages } from '@rdj/shared';
import { Link, useParams } from '@rdj/router';
import type { FormEvent } from 'react';
import { usePostEditor } from '../hooks/use-post-editor';
import { useCategories, useTags } from '../hooks/use-terms';
import { BasicInfoSection } from './basic-info-section';
import { LaterSection } from './later-section';
import { PublishActions } from './publish-actions';
import { SeoSettingsSection } from './seo-settings-section';
import { LoadFailed } from '../../../components/load-failed';

/** `/admin/blog/new` and `/admin/blog/edit/:id`: the post form (spec §2, §3), saved through the blog admin API. */
export function PostEditorPage() {
  const { id } = useParams();
  const editor = usePostEditor(id);
  const categories = useCategories();
  const tags = useTags();
  const { load, form, change } = editor;

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
      {load.status === 'ready' && (
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
          />
          <LaterSection
            title="AI Content Assistant"
            note="Generating and rewriting content with AI arrives with the AI assistant in a later release."
          />
          <LaterSection
            title="External Links"
            note="Suggested external links arrive with the AI assistant in a later release."
          />
          <SeoSettingsSection form={form} change={change} />
          <PublishActions
            form={form}
            change={change}
            saving={editor.saving}
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
