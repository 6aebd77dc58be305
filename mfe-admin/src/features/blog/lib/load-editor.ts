/**
 * The rich-text editor's code (Quill and its theme), fetched only when an editor opens: it stays out of the admin's
 * entry chunk and never reaches the public pages. Nothing else may import `./quill-editor` statically.
 */
export const loadEditor = () => import('./quill-editor');
