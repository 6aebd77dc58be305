import { imageTypes } from '@rdj/shared';
import Quill from 'quill';
import snowTheme from 'quill/dist/quill.snow.css?inline';

/** What the editor component needs from an editor, whatever draws it. */
export interface EditorHandle {
  /** Replaces the content through Quill's clipboard, as an edit: it reaches `onChange` and can be undone. */
  setHtml(html: string): void;
  destroy(): void;
}

export type ToolbarKind = 'post' | 'inline';

/**
 * The post editor offers headings 1 to 3 and the common formats; the inline editor headings 1 to 6 and more
 * (docs/admin.md#rich-text-editor). Only class- and tag-based formats: the server's sanitiser drops `style`, so colour
 * or font would be lost.
 */
const toolbars: Record<ToolbarKind, unknown[]> = {
  post: [
    [{ header: [1, 2, 3, false] }],
    ['bold', 'italic', 'underline', 'link'],
    [{ list: 'ordered' }, { list: 'bullet' }],
    ['blockquote', 'code-block'],
    ['clean'],
  ],
  inline: [
    [{ header: [1, 2, 3, 4, 5, 6, false] }],
    ['bold', 'italic', 'underline', 'strike'],
    ['blockquote', 'code-block'],
    [{ list: 'ordered' }, { list: 'bullet' }],
    [{ indent: '-1' }, { indent: '+1' }],
    [{ align: [] }],
    ['link'],
    [{ script: 'sub' }, { script: 'super' }],
    ['clean'],
  ],
};

/**
 * Both editors keep every format either can make, so a post edited in one loses nothing made in the other; pasted
 * colours, fonts and sizes are dropped here already.
 */
const formats = [
  'header',
  'bold',
  'italic',
  'underline',
  'strike',
  'blockquote',
  'code-block',
  'list',
  'indent',
  'align',
  'link',
  'script',
  'image',
];

interface EditorOptions {
  toolbar: ToolbarKind;
  /** The editing area's accessible name. */
  label: string;
  html: string;
  onChange: (html: string) => void;
  /** Uploads an image dropped or pasted into the editor; `insert` puts it in by the address it is served at. */
  uploadImage: (file: File, insert: (url: string) => void) => void;
}

interface Range {
  index: number;
  length: number;
}

/**
 * Quill's own uploader would put a dropped or pasted image in as a data: URL, which the server's sanitiser drops
 * (docs/admin.md#rich-text-editor): each image is uploaded instead and put in where it was dropped, once it is served.
 */
function uploaderOf(options: EditorOptions, quill: () => Quill) {
  return {
    mimetypes: [...imageTypes],
    handler(range: Range, files: File[]) {
      const editor = quill();
      if (range.length > 0) editor.deleteText(range.index, range.length, 'user');
      let at = range.index;
      for (const file of files) {
        options.uploadImage(file, (url) => {
          // The text may have changed while the image uploaded; its place is kept within the document.
          const index = Math.min(at, editor.getLength() - 1);
          editor.insertEmbed(index, 'image', url, 'user');
          at = index + 1;
        });
      }
    },
  };
}

/** Quill 2.0.3 writes every space as `&nbsp;` in its semantic HTML; stored posts should read as typed. */
function htmlOf(quill: Quill): string {
  const empty = quill.getText().trim() === '' && !quill.root.querySelector('img');
  return empty ? '' : quill.getSemanticHTML().replace(/&nbsp;/g, ' ');
}

const themeId = 'quill-snow-theme';

/**
 * Quill's theme travels inside this chunk and is added when the first editor opens. As a stylesheet file it would
 * load with every admin page: the federation entry and the release's style list take every CSS file of the build.
 * (The site's CSP allows inline styles.)
 */
function addTheme() {
  if (document.getElementById(themeId)) return;
  const style = document.createElement('style');
  style.id = themeId;
  style.textContent = snowTheme;
  document.head.append(style);
}

/**
 * Draws a Quill editor inside `mountPoint` (toolbar and editing area are Quill's own nodes, so React never renders
 * into them) with `html` as its content. Loading that content is not a change; typing and toolbar actions are.
 */
export function mountEditor(mountPoint: HTMLElement, options: EditorOptions): EditorHandle {
  addTheme();
  const container = document.createElement('div');
  mountPoint.replaceChildren(container);
  const quill: Quill = new Quill(container, {
    theme: 'snow',
    formats,
    modules: { toolbar: toolbars[options.toolbar], uploader: uploaderOf(options, () => quill) },
  });
  quill.root.setAttribute('role', 'textbox');
  quill.root.setAttribute('aria-multiline', 'true');
  quill.root.setAttribute('aria-label', options.label);
  quill.setContents(quill.clipboard.convert({ html: options.html }), 'silent');
  quill.history.clear();
  quill.on('text-change', () => options.onChange(htmlOf(quill)));
  return {
    setHtml(html) {
      quill.setContents(quill.clipboard.convert({ html }), 'user');
    },
    destroy() {
      quill.off('text-change');
      mountPoint.replaceChildren();
    },
  };
}
