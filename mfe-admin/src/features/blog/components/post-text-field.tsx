import type { PostForm } from '../lib/post-form';
import { postTextFields, type FieldSpec, type PostTextKey } from '../lib/post-fields';
import { TextField } from './text-field';

interface PostTextFieldProps {
  name: PostTextKey;
  form: PostForm;
  change: (patch: Partial<PostForm>) => void;
  /** Overrides the field's own rule (the read time is required once the post is to be published). */
  required?: boolean;
}

/** One of the post form's text fields (lib/post-fields.ts), showing and changing `form[name]`. */
export function PostTextField({ name, form, change, required }: PostTextFieldProps) {
  const field: FieldSpec = postTextFields[name];
  return <TextField {...field} required={required ?? field.required} value={form[name]} onChange={(value) => change({ [name]: value })} />;
}
