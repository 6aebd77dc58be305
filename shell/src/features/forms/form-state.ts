import type { FormState } from '@rdj/shared';
import { createContext, useContext, useState } from 'react';
import { useLocation } from '@rdj/router';

/**
 * The state of a form the edge answered and rendered again (docs/pages.md, forms): what was typed and the messages.
 * The edge passes it to `App`; the page is plain HTML, so nothing in the browser reads it back.
 */
export const FormStateContext = createContext<FormState | null>(null);

export function useFormState(): FormState | null {
  return useContext(FormStateContext);
}

/**
 * `form` while the app shows the page it came with, null on any page reached by a link afterwards: the state
 * belongs to one page load (an alert link's "no longer valid" must not follow the visitor to the sign-up form).
 */
export function useFormStateOfFirstPage(form: FormState | null): FormState | null {
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  return pathname === firstPath ? form : null;
}
