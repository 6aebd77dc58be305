import { act, screen } from '@testing-library/react';
import type Quill from 'quill';

/** The Quill instance behind the editing area named `name`, once the editor has loaded. */
export async function quillNamed(name: string): Promise<Quill> {
  const { default: QuillClass } = await import('quill');
  const area = await screen.findByRole('textbox', { name });
  const quill = QuillClass.find(area.closest('.ql-container') as HTMLElement);
  if (!(quill instanceof QuillClass)) throw new Error(`No editor named ${name}`);
  return quill;
}

/** Replaces the editor's content as a user's paste would (a change the page hears). */
export async function writeInEditor(name: string, html: string) {
  const quill = await quillNamed(name);
  act(() => {
    quill.setText('', 'user');
    quill.clipboard.dangerouslyPasteHTML(0, html, 'user');
  });
}

/** The header levels the toolbar's heading picker offers ('' is normal text). */
export function headerLevels(): string[] {
  return [...document.querySelectorAll('.ql-toolbar select.ql-header option')].map(
    (option) => option.getAttribute('value') ?? '',
  );
}

/** Puts `file` at the end of the editor's content as a user's drop or paste would: Quill hands it to its uploader. */
export async function writeImage(name: string, file: File) {
  const quill = await quillNamed(name);
  act(() => quill.uploader.upload({ index: quill.getLength() - 1, length: 0 }, [file]));
}
