import type { FormState } from '@rdj/shared';
import { createContext, useContext } from 'react';

/**
 * The state of a form the edge answered and rendered again (docs/pages.md, forms): what was typed and the messages.
 * The edge's renderer provides it (server.tsx); the page is plain HTML, so nothing in the browser reads it back.
 */
export const FormStateContext = createContext<FormState | null>(null);

export function useFormState(): FormState | null {
  return useContext(FormStateContext);
}
