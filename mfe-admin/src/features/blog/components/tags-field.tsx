import { blogMessages, tagInput, type BlogTag } from '@rdj/shared';
import { useId, useState } from 'react';
import type { TermsHandle } from '../hooks/use-terms';
import { isConflict } from '../../../lib/api-errors';
import { messageOf } from '@rdj/shared/client';
import { LoadFailed } from '../../../components/load-failed';

interface TagsFieldProps {
  tags: TermsHandle<BlogTag, { name: string }>;
  selected: string[];
  onChange: (slugs: string[]) => void;
}

/** The post's tags: a selectable list of the site's tags, and a new tag created on the server and selected. */
export function TagsField({ tags, selected, onChange }: TagsFieldProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const known = tags.state.status === 'ready' ? tags.state.data : [];
  // A tag the post carries but the list lacks (just deleted elsewhere) stays visible, so it can be unselected.
  const options = [
    ...known.map((tag) => ({ slug: tag.slug, name: tag.name })),
    ...selected.filter((slug) => !known.some((tag) => tag.slug === slug)).map((slug) => ({ slug, name: slug })),
  ];

  const toggle = (slug: string, on: boolean) =>
    onChange(on ? [...selected, slug] : selected.filter((chosen) => chosen !== slug));

  async function add() {
    const parsed = tagInput.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setAdding(true);
    setError(null);
    try {
      const tag = await tags.create(parsed.data);
      if (!selected.includes(tag.slug)) onChange([...selected, tag.slug]);
      setName('');
    } catch (failure) {
      // The panel says "This tag already exists"; the post form says it its own way (docs/validation.md#blog-categories-and-tags).
      setError(isConflict(failure) ? blogMessages.formTagExists : messageOf(failure));
    } finally {
      setAdding(false);
    }
  }

  return (
    <fieldset className="field admin-blog-tags">
      <legend>Tags</legend>
      {tags.state.status === 'loading' && <p className="muted">Loading tags...</p>}
      {tags.state.status === 'failed' && <LoadFailed message={tags.state.message} onRetry={tags.reload} />}
      {tags.state.status === 'ready' && options.length === 0 && <p className="muted">No tags yet</p>}
      {options.length > 0 && (
        <ul className="admin-blog-tag-options">
          {options.map((tag) => (
            <li key={tag.slug}>
              <label>
                <input
                  type="checkbox"
                  checked={selected.includes(tag.slug)}
                  onChange={(event) => toggle(tag.slug, event.target.checked)}
                />{' '}
                {tag.name}
              </label>
            </li>
          ))}
        </ul>
      )}
      <div className="admin-actions">
        <label htmlFor={`${id}-new`} className="visually-hidden">
          New tag
        </label>
        <input
          id={`${id}-new`}
          className="input"
          placeholder="Add a tag"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the tag; it must not submit the post.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void add();
          }}
        />
        <button type="button" className="btn btn-secondary" disabled={adding} onClick={() => void add()}>
          Add Tag
        </button>
      </div>
      {error && (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
