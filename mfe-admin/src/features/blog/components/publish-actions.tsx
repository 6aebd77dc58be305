import { postStatuses, sitemapNotes, submitLabels, type PostStatus } from '@rdj/shared';
import { useId } from 'react';
import type { Flash } from '../../../hooks/use-flash';
import { toLocalInput, type PostForm } from '../lib/post-form';
import { statusLabels } from '../lib/status-labels';
import { FlashMessage } from '../../../components/flash-message';
import type { SavePhase } from '../hooks/use-save-after-uploads';
import { SaveButton } from './save-button';

interface PublishActionsProps {
  form: PostForm;
  change: (patch: Partial<PostForm>) => void;
  savePhase: SavePhase;
  problems: string[];
  submitMessage: Flash | null;
  autosaveMessage: Flash | null;
  stale: boolean;
  onReloadLatest: () => void;
}

/** Status, schedule, sitemap and the submit button, with what the last save and autosave said. */
export function PublishActions(props: PublishActionsProps) {
  const { form, change, problems, stale } = props;
  const id = useId();
  const unscheduled = form.status === 'scheduled' && !form.scheduledFor;

  return (
    <section className="card stack" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Publish</h2>
      <div className="field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          className="input"
          value={form.status}
          onChange={(event) => change({ status: event.target.value as PostStatus })}
        >
          {postStatuses.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      {form.status === 'scheduled' && (
        <div className="field">
          <label htmlFor={`${id}-schedule`}>Schedule for *</label>
          <input
            id={`${id}-schedule`}
            className="input"
            type="datetime-local"
            min={toLocalInput(new Date())}
            required
            value={form.scheduledFor}
            onChange={(event) => change({ scheduledFor: event.target.value })}
          />
        </div>
      )}
      <label className="admin-blog-checkbox">
        <input
          type="checkbox"
          checked={form.addToSitemap}
          onChange={(event) => change({ addToSitemap: event.target.checked })}
        />{' '}
        Add to sitemap
      </label>
      <p className="muted">{sitemapNotes[form.status]}</p>
      {problems.length > 0 && (
        <ul role="alert" className="alert alert-error admin-blog-problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <FlashMessage flash={props.submitMessage} />
      {stale && (
        <button type="button" className="btn btn-secondary" onClick={props.onReloadLatest}>
          Reload latest
        </button>
      )}
      <FlashMessage flash={props.autosaveMessage} />
      <SaveButton type="submit" phase={props.savePhase} label={submitLabels[form.status]} disabled={unscheduled} />
    </section>
  );
}
