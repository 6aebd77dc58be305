import type { PageSeoPatch, PageSeoRow } from '@rdj/shared';
import { useState } from 'react';
import { patchPageSeo } from '../api/seo-pages';

export type RowSaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** Saves one field of an older-listing row at once; `onSaved` gets the row as stored. */
export function useRowSave(id: number, onSaved: (row: PageSeoRow) => void) {
  const [state, setState] = useState<RowSaveState>('idle');

  async function save(patch: PageSeoPatch) {
    setState('saving');
    try {
      onSaved(await patchPageSeo(id, patch));
      setState('saved');
    } catch {
      setState('failed');
    }
  }

  return { state, save };
}
