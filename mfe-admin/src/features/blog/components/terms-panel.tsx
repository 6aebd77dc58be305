import { useId, useState } from 'react';
import type { TermsHandle } from '../hooks/use-terms';
import { messageOf } from '@rdj/shared/client';
import { LoadFailed } from '../../../components/load-failed';
import { capitalised, TermForm, type TermFields } from './term-form';

interface Term {
  id: number;
  name: string;
  slug: string;
  /** Categories carry one; tags do not. */
  description?: string;
}

/** What the panel needs of a shared zod schema (categoryInput, tagInput). */
interface InputSchema<Input> {
  safeParse: (fields: TermFields) => { success: true; data: Input } | { success: false; error: { issues: { message: string }[] } };
}

interface TermsPanelProps<T extends Term, Input> {
  title: string;
  /** 'category' or 'tag', as the buttons and the delete question name it. */
  noun: string;
  /** The list and its changes (useCategories, useTags). */
  terms: TermsHandle<T, Input>;
  /** Refuses fields it does not accept (a blank name) with its first message; what it accepts is what is saved. */
  schema: InputSchema<Input>;
  /** Shows the description field (categories). */
  withDescription?: boolean;
  /** What the list shows beside the slug (a description, a post count). */
  detail?: (item: T) => string;
}

/** A list of categories or tags with Add, Rename and Delete, each saved through the API before the list changes. */
export function TermsPanel<T extends Term, Input>(props: TermsPanelProps<T, Input>) {
  const { title, noun, terms, schema, withDescription = false, detail } = props;
  const state = terms.state;
  const headingId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);

  /** Runs one change; the server's message (409: the name is taken) when it fails. */
  async function run(action: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (failure) {
      setError(messageOf(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** Sends what the schema makes of the fields, or shows its message without calling. */
  async function save(fields: TermFields, send: (input: Input) => Promise<unknown>): Promise<boolean> {
    const parsed = schema.safeParse(fields);
    if (parsed.success) return run(() => send(parsed.data));
    setError(parsed.error.issues[0]?.message ?? null);
    return false;
  }

  async function remove(item: T) {
    if (!window.confirm(`Are you sure you want to delete this ${noun}?`)) return;
    await run(() => terms.remove(item.id));
  }

  return (
    <section className="card stack admin-blog-terms" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <TermForm
        noun={noun}
        withDescription={withDescription}
        busy={busy}
        submitLabel={`Add ${capitalised(noun)}`}
        initial={{ name: '', description: '' }}
        onSubmit={(fields) => save(fields, terms.create)}
      />
      {error && (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      )}
      {state.status === 'loading' && <p className="muted">Loading {title.toLowerCase()}...</p>}
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={terms.reload} />}
      {state.status === 'ready' && state.data.length === 0 && <p className="muted">No {title.toLowerCase()} yet</p>}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul className="admin-blog-term-list" aria-label={title}>
          {state.data.map((item) =>
            editing === item.id ? (
              <li key={item.id}>
                <TermForm
                  noun={noun}
                  withDescription={withDescription}
                  busy={busy}
                  submitLabel="Save"
                  initial={{ name: item.name, description: item.description ?? '' }}
                  onSubmit={async (fields) => {
                    const saved = await save(fields, (input) => terms.update(item.id, input));
                    if (saved) setEditing(null);
                    return saved;
                  }}
                  onCancel={() => {
                    setEditing(null);
                    setError(null);
                  }}
                />
              </li>
            ) : (
              <li key={item.id} className="admin-blog-term">
                <div>
                  <strong>{item.name}</strong> <code className="muted">{item.slug}</code>
                  {detail?.(item) && <p className="muted">{detail(item)}</p>}
                </div>
                <div className="admin-actions">
                  <button
                    type="button"
                    className="btn btn-secondary"
                    aria-label={`Rename ${item.name}`}
                    disabled={busy}
                    onClick={() => {
                      setEditing(item.id);
                      setError(null);
                    }}
                  >
                    Rename
                  </button>
                  <button
                    type="button"
                    className="btn btn-secondary"
                    aria-label={`Delete ${item.name}`}
                    disabled={busy}
                    onClick={() => remove(item)}
                  >
                    Delete
                  </button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  );
}
