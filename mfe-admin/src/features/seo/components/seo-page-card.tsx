import {
  descriptionLengthStatus,
  seoDescriptionMax,
  seoManagerMessages,
  seoTitleMax,
  titleLengthStatus,
  type SeoPageSettings,
} from '@rdj/shared';
import { useId } from 'react';
import { FlashMessage } from '../../../components/flash-message';
import { useSeoCard } from '../hooks/use-seo-card';
import { LengthCounter } from './length-counter';

/** One of the fixed pages: its title, description, keywords, canonical URL and sitemap inclusion. */
export function SeoPageCard({ page }: { page: SeoPageSettings }) {
  const card = useSeoCard(page);
  const { fields, edit } = card;
  const id = useId();
  const headingId = `${id}-heading`;
  return (
    <section className="card stack admin-seo-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{page.path}</h3>
      <div className="field">
        <label htmlFor={`${id}-title`}>Title</label>
        <input
          id={`${id}-title`}
          className="input"
          maxLength={seoTitleMax}
          value={fields.title}
          aria-describedby={`${id}-title-count`}
          onChange={(e) => edit({ title: e.target.value })}
        />
        <LengthCounter
          id={`${id}-title-count`}
          length={fields.title.length}
          max={seoTitleMax}
          status={titleLengthStatus(fields.title.length)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea
          id={`${id}-description`}
          className="input"
          rows={3}
          maxLength={seoDescriptionMax}
          value={fields.description}
          aria-describedby={`${id}-description-count`}
          onChange={(e) => edit({ description: e.target.value })}
        />
        <LengthCounter
          id={`${id}-description-count`}
          length={fields.description.length}
          max={seoDescriptionMax}
          status={descriptionLengthStatus(fields.description.length)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-keywords`}>Keywords (comma-separated)</label>
        <input id={`${id}-keywords`} className="input" value={fields.keywords} onChange={(e) => edit({ keywords: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-canonical`}>Canonical URL</label>
        <input
          id={`${id}-canonical`}
          className="input"
          type="url"
          placeholder="https://"
          value={fields.canonical}
          onChange={(e) => edit({ canonical: e.target.value })}
        />
      </div>
      <label className="admin-seo-check">
        <input type="checkbox" checked={!fields.noindex} onChange={(e) => edit({ noindex: !e.target.checked })} />
        Include in Sitemap
      </label>
      {fields.noindex && <p className="admin-seo-warning">{seoManagerMessages.noindexWarning}</p>}
      {card.aiError && (
        <p role="alert" className="alert alert-error">
          {card.aiError}
        </p>
      )}
      <FlashMessage flash={card.flash} />
      <div className="admin-actions">
        <button type="button" className="btn btn-secondary" disabled={card.generating} onClick={() => void card.generate()}>
          {card.generating ? 'Generating...' : 'Generate with AI'}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!card.changed || card.saving}
          onClick={() => void card.save()}
        >
          {card.saving ? 'Saving...' : card.changed ? 'Save Changes' : seoManagerMessages.noChanges}
        </button>
      </div>
    </section>
  );
}
