import { useId } from 'react';
import { useExternalLinks } from '../hooks/use-external-links';
import { furtherReadingHtml } from '../lib/links-html';

interface ExternalLinksSectionProps {
  /** The editor's HTML: what links are found for, and what the selected ones are added to. */
  content: string;
  /** Replaces the editor's content with `html`. */
  onInsert: (html: string) => void;
}

/** docs/admin.md#external-links: links suggested for the content; the selected ones are added as a "Further reading" list. */
export function ExternalLinksSection({ content, onInsert }: ExternalLinksSectionProps) {
  const id = useId();
  const links = useExternalLinks(content);

  function insert() {
    const html = furtherReadingHtml(links.takeSelected());
    if (html) onInsert(content + html);
  }

  return (
    <section className="card stack" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>External Links</h2>
      <div>
        <button type="button" className="btn btn-secondary" disabled={links.finding} onClick={() => void links.find()}>
          {links.finding ? 'Finding Links...' : 'Find Links'}
        </button>
      </div>
      {links.error && (
        <p role="alert" className="alert alert-error">
          {links.error}
        </p>
      )}
      {links.links.length > 0 && (
        <>
          <ul className="admin-ai-links" aria-label="Suggested links">
            {links.links.map((link, index) => (
              <li key={`${index}-${link.url}`} className="admin-ai-link">
                <label className="admin-ai-link-title">
                  <input type="checkbox" checked={link.selected} onChange={() => links.toggle(index)} />
                  {link.title}
                </label>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.url}
                </a>
                {link.context && <p>{link.context}</p>}
                <p className="muted">
                  {link.type} · Relevance: {Math.round(link.relevanceScore)}%
                </p>
              </li>
            ))}
          </ul>
          <div className="admin-blog-row-actions">
            <button type="button" className="btn btn-primary" disabled={!links.anySelected} onClick={insert}>
              Insert Selected Links
            </button>
            <button type="button" className="btn btn-secondary" onClick={links.clear}>
              Clear
            </button>
          </div>
        </>
      )}
    </section>
  );
}
