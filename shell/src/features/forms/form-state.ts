import { formStateElementId, type FormState } from '@rdj/shared';
import { createContext, useContext, useState } from 'react';
import { useLocation } from '@rdj/router';

/**
 * The state of a form the edge answered without JavaScript and rendered again (docs/pages.md, forms): the edge
 * passes it to `App`, the browser reads it from the page, so both render the same.
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

/** Reads the form state the edge put in the page, or null (a page rendered for a GET). */
export function formStateInPage(doc: Document): FormState | null {
  const text = doc.getElementById(formStateElementId)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<FormState> | null;
    return value && typeof value.values === 'object' && typeof value.errors === 'object' ? (value as FormState) : null;
  } catch {
    return null;
  }
}
