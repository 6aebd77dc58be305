import { useId } from 'react';
import { FlashMessage } from '../../../components/flash-message';
import { useRobots, type RobotsNote } from '../hooks/use-robots';

const notes: Record<Exclude<RobotsNote, 'stored'>, string> = {
  loading: 'Loading...',
  default: 'No robots.txt is saved yet: this is the default text.',
  'load-failed': 'The saved robots.txt could not be loaded: this is the default text.',
};

/** Edits and saves the robots.txt text: the dashboard's Robots.txt Manager tab and the SEO manager's modal. */
export function RobotsManager() {
  const robots = useRobots();
  const id = useId();
  const loading = robots.note === 'loading';
  return (
    <div className="stack">
      {robots.note !== 'stored' && (
        <p className="muted" role={robots.note === 'load-failed' ? 'note' : undefined}>
          {notes[robots.note]}
        </p>
      )}
      <div className="field">
        <label htmlFor={id}>robots.txt</label>
        <textarea
          id={id}
          className="input admin-seo-code"
          rows={12}
          spellCheck={false}
          value={robots.text}
          disabled={loading}
          onChange={(e) => robots.setText(e.target.value)}
        />
      </div>
      <FlashMessage flash={robots.flash} />
      <div className="admin-actions">
        <button type="button" className="btn btn-primary" disabled={loading || robots.saving} onClick={() => void robots.save()}>
          {robots.saving ? 'Saving...' : 'Save'}
        </button>
      </div>
    </div>
  );
}
