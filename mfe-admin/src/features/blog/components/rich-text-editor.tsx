import { useEffect, useRef, useState } from 'react';
import { useContentImages } from '../hooks/use-content-images';
import { loadEditor } from '../lib/load-editor';
import type { EditorHandle, ToolbarKind } from '../lib/quill-editor';
import type { TrackUpload } from '../lib/upload-tracker';

interface RichTextEditorProps {
  /** The editing area's accessible name. */
  label: string;
  toolbar: ToolbarKind;
  /** The content the editor opens with; read again only when `version` changes. */
  html: string;
  version: number;
  onChange: (html: string) => void;
  onReady?: () => void;
  /** What shows while the editor's code loads; null when the page says it itself. */
  loadingText?: string | null;
  /** Set to the drawn editor (null while there is none), for tools that write into it. */
  editorRef?: { current: EditorHandle | null };
  /** Hands each upload of an image dropped or pasted into the content to the page's saves, which wait for it. */
  trackUpload: TrackUpload;
}

type EditorState = 'loading' | 'ready' | 'failed';

/**
 * Quill, fetched on first use: "Loading editor..." until it is drawn, an error with Retry if its code cannot be
 * fetched. The editor reports its HTML on every change; React never renders inside it. Images dropped or pasted into
 * it are uploaded ("Uploading image..."), and a failed one says why.
 */
export function RichTextEditor({
  label,
  toolbar,
  html,
  version,
  onChange,
  onReady,
  loadingText,
  editorRef,
  trackUpload,
}: RichTextEditorProps) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<EditorState>('loading');
  const [attempt, setAttempt] = useState(0);
  const images = useContentImages(trackUpload);
  const latest = useRef({ html, onChange, onReady, editorRef, uploadImage: images.upload });

  useEffect(() => {
    latest.current = { html, onChange, onReady, editorRef, uploadImage: images.upload };
  });

  useEffect(() => {
    let live = true;
    let destroy: (() => void) | undefined;
    setState('loading');
    loadEditor().then(
      ({ mountEditor }) => {
        if (!live || !mountPoint.current) return;
        const editor = mountEditor(mountPoint.current, {
          toolbar,
          label,
          html: latest.current.html,
          onChange: (next) => latest.current.onChange(next),
          uploadImage: (file, insert) => latest.current.uploadImage(file, insert),
        });
        const handleRef = latest.current.editorRef;
        if (handleRef) handleRef.current = editor;
        destroy = () => {
          if (handleRef?.current === editor) handleRef.current = null;
          editor.destroy();
        };
        setState('ready');
        latest.current.onReady?.();
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      destroy?.();
    };
  }, [toolbar, label, version, attempt]);

  return (
    <div className="admin-blog-rich-text">
      {state === 'loading' && loadingText !== null && <p className="muted">{loadingText ?? 'Loading editor...'}</p>}
      {state === 'failed' && (
        <div className="stack">
          <p role="alert" className="alert alert-error">
            The editor could not be loaded. Check your connection and try again.
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => setAttempt((n) => n + 1)}>
            Retry
          </button>
        </div>
      )}
      <div ref={mountPoint} hidden={state !== 'ready'} />
      {images.uploading && (
        <p role="status" className="muted">
          Uploading image...
        </p>
      )}
      {images.failure && (
        <p role="alert" className="alert alert-error">
          {images.failure}
        </p>
      )}
    </div>
  );
}
