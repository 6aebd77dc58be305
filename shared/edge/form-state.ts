import type { FormState } from '../src/forms';

/** Largest form state the gateway sends with a render request: the biggest form's fields with room to spare. */
const maxFormStateBytes = 256 * 1024;

/**
 * The form state of a render request the gateway sent as a POST (`{"form": {values, errors}}`), or null for any
 * other body: the request is then refused like any other POST.
 */
export async function formStateOf(request: Request): Promise<FormState | null> {
  if (!request.headers.get('content-type')?.startsWith('application/json')) return null;
  if (Number(request.headers.get('content-length') ?? '0') > maxFormStateBytes) return null;
  const text = await textWithin(request, maxFormStateBytes);
  if (text === null) return null;
  try {
    const { form } = JSON.parse(text) as { form?: Partial<FormState> };
    const textRecord = (value: unknown) =>
      typeof value === 'object' && value !== null && Object.values(value).every((field) => typeof field === 'string');
    return form && textRecord(form.values) && textRecord(form.errors) ? (form as FormState) : null;
  } catch {
    return null;
  }
}

/** The body as text, or null when it is longer than `limit` bytes or breaks off (`drainBodies` reads the rest). */
async function textWithin(request: Request, limit: number): Promise<string | null> {
  const reader = request.body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      size += next.value.byteLength;
      if (size > limit) return (await reader.cancel(), null);
      text += decoder.decode(next.value, { stream: true });
    }
  } catch {
    return null;
  }
  return text + decoder.decode();
}
