import { seoManagerMessages, type PageSeoRow as Row } from '@rdj/shared';
import { useState } from 'react';
import { useRowSave, type RowSaveState } from '../hooks/use-row-save';

type TextField = 'title' | 'description' | 'keywords';

const textFields: readonly { field: TextField; label: string }[] = [
  { field: 'title', label: 'Title' },
  { field: 'description', label: 'Description' },
  { field: 'keywords', label: 'Keywords' },
];

function SaveState({ state }: { state: RowSaveState }) {
  if (state === 'saving') return <span role="status">Saving...</span>;
  if (state === 'saved') return <span role="status">Saved</span>;
  if (state === 'failed') return <span role="alert" className="field-error">{seoManagerMessages.saveFailed}</span>;
  return null;
}

/** One row of the older listing: each field is saved on its own as soon as it is left (or ticked). */
export function PageSeoRow({ row, onSaved }: { row: Row; onSaved: (row: Row) => void }) {
  const [draft, setDraft] = useState({ title: row.title, description: row.description, keywords: row.keywords });
  const { state, save } = useRowSave(row.id, onSaved);

  function leave(field: TextField) {
    const value = draft[field].trim();
    if (value === row[field]) return;
    void save({ [field]: value } as Record<TextField, string>);
  }

  return (
    <tr>
      <th scope="row">{row.path}</th>
      {textFields.map(({ field, label }) => (
        <td key={field}>
          <input
            className="input"
            aria-label={`${label} of ${row.path}`}
            value={draft[field]}
            onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))}
            onBlur={() => leave(field)}
          />
        </td>
      ))}
      <td>
        <input
          type="checkbox"
          aria-label={`${row.path} in sitemap`}
          checked={row.addToSitemap}
          onChange={(e) => void save({ addToSitemap: e.target.checked })}
        />
      </td>
      <td>
        <SaveState state={state} />
      </td>
    </tr>
  );
}
