import { useId, useState } from 'react';
import type { Resource } from '../../../hooks/use-resource';
import { messageOf } from '../../../lib/api-errors';
import { LoadFailed } from '../../../components/load-failed';
import { capitalised, TermForm, type TermFields } from './term-form';

interface Term {
  id: number;
  name: string;
  slug: string;
}

export interface TermsPanelProps<T extends Term> {
  title: string;
  /** 'category' or 'tag', as the buttons and the delete question name it. */
  noun: string;
  state: Resource<T[]>;
  onRetry: () => void;
  /** The shared schema's message when the fields cannot be saved (a blank name), else null. */
  problem: (fields: TermFields) => string | null;
  onCreate: (fields: TermFields) => Promise<unknown>;
  onUpdate: (item: T, fields: TermFields) => Promise<unknown>;
  onDelete: (item: T) => Promise<unknown>;
  /** Categories carry a description; tags do not. */
  withDescription?: boolean;
  fieldsOf: (item: T) => TermFields;
  /** What the list shows beside the slug (a description, a post count). */
  detail?: (item: T) => string;
}

/** A list of categories or tags with Add, Rename and Delete, each saved through the API before the list changes. */
export function TermsPanel<T extends Term>(props: TermsPanelProps<T>) {
  const { title, noun, state, onRetry, problem, withDescription = false } = props;
  const headingId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);

  /** Runs one change: the schema's message before calling, the server's (409: the name is taken) after. */
  async function run(fields: TermFields | null, action: () => Promise<unknown>): Promise<boolean> {
    const refused = fields && problem(fields);
    if (refused) {
      setError(refused);
      return false;
    }
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

  async function remove(item: T) {
    if (!window.confirm(`Are you sure you want to delete this ${noun}?`)) return;
    await run(null, () => props.onDelete(item));
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
        onSubmit={(fields) => run(fields, () => props.onCreate(fields))}
      />
      {error && (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      )}
      {state.status === 'loading' && <p className="muted">Loading {title.toLowerCase()}...</p>}
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={onRetry} />}
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
                  initial={props.fieldsOf(item)}
                  onSubmit={async (fields) => {
                    const saved = await run(fields, () => props.onUpdate(item, fields));
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
                  {props.detail?.(item) && <p className="muted">{props.detail(item)}</p>}
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
