/**
 * A form the edge answers without JavaScript (docs/pages.md, forms): when what was sent does not pass the shared
 * schema, the page is rendered again with what the visitor typed and a message per field. A form that is an island
 * gets it among its props, so it hydrates from it.
 */
export interface FormState {
  /** What was sent, field by field (the hidden bot trap left out). */
  values: Record<string, string>;
  /** The first message for each field that did not pass; `form` holds one about the form as a whole. */
  errors: Record<string, string>;
}

/** The first message for each field among zod's `issues`; an issue about no field goes under `form`. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = typeof issue.path[0] === 'string' ? issue.path[0] : 'form';
    errors[name] ??= issue.message;
  }
  return errors;
}
