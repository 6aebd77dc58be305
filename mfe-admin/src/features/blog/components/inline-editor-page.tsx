import { blogMessages } from '@rdj/shared';
import { Link, useParams } from '@rdj/router';
import { useState } from 'react';
import { useInlineEditor } from '../hooks/use-inline-editor';
import { postTextFields } from '../lib/post-fields';
import { FlashMessage } from '../../../components/flash-message';
import { RichTextEditor } from './rich-text-editor';
import { TextField } from './text-field';
import { LoadFailed } from '../../../components/load-failed';
import { SaveButton } from './save-button';

type Mode = 'edit' | 'preview';

/** `/admin/blog/inline-editor/:id`: a post's title and content with every Quill format and a live preview. */
export function InlineEditorPage() {
  const { id = 'new' } = useParams();
  const editor = useInlineEditor(id);
  const [mode, setMode] = useState<Mode>('edit');
  const [editorReady, setEditorReady] = useState(false);
  const { load, open, post } = editor;
  const ready = open && editorReady;
  const postEditor = post ? `/admin/blog/edit/${encodeURIComponent(post.id)}` : '/admin/blog/new';

  return (
    <section className="container stack admin-page admin-blog-inline-editor">
      <p className="admin-actions">
        <Link to={postEditor}>Back to Post Editor</Link>
        <Link to="/admin/blog">Blog Administration</Link>
      </p>
      <h1>Inline Editor</h1>
      {(load.status === 'loading' || (open && !editorReady)) && <p className="muted">Loading...</p>}
      {load.status === 'not-found' && <p className="muted">{blogMessages.notFound}</p>}
      {load.status === 'failed' && <LoadFailed message={load.message} onRetry={editor.retryLoad} />}
      {open && (
        <div className="stack" hidden={!ready}>
          {post?.draftRevision && (
            <p role="note" className="alert admin-blog-revision-note">
              This post has autosaved changes in the post editor that are not live yet; this editor shows the live
              version.
            </p>
          )}
          <div className="admin-actions" role="group" aria-label="Mode">
            {(['edit', 'preview'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className={mode === option ? 'btn btn-primary' : 'btn btn-secondary'}
                aria-pressed={mode === option}
                onClick={() => setMode(option)}
              >
                {option === 'edit' ? 'Edit Mode' : 'Preview Mode'}
              </button>
            ))}
          </div>
          <div className="stack" hidden={mode !== 'edit'}>
            <TextField {...postTextFields.title} value={editor.title} onChange={editor.setTitle} />
            <RichTextEditor
              label="Content"
              toolbar="inline"
              html={editor.content}
              version={editor.version}
              loadingText={null}
              onChange={editor.setContent}
              onReady={() => setEditorReady(true)}
              trackUpload={editor.trackUpload}
            />
          </div>
          {mode === 'preview' && (
            <article className="card stack admin-blog-preview" aria-label="Preview">
              <h1>{editor.title}</h1>
              {/* The HTML is the server's sanitised copy or Quill's own rendering of its document. */}
              <div className="admin-blog-preview-content" dangerouslySetInnerHTML={{ __html: editor.content }} />
            </article>
          )}
          <div className="admin-actions">
            <SaveButton
              type="button"
              phase={editor.savePhase}
              label="Save Changes"
              savingLabel="Saving..."
              onClick={() => void editor.save()}
            />
            {editor.stale && (
              <button type="button" className="btn btn-secondary" onClick={() => void editor.reloadLatest()}>
                Reload latest
              </button>
            )}
          </div>
          <FlashMessage flash={editor.message} />
        </div>
      )}
    </section>
  );
}
