import { useState } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { useSeoPages } from '../hooks/use-seo-pages';
import { Modal } from './modal';
import { PageSeoTable } from './page-seo-table';
import { RobotsManager } from './robots-manager';
import { SeoPageCard } from './seo-page-card';
import { SitemapManager } from './sitemap-manager';

type Open = 'sitemap' | 'robots' | null;

/** The SEO manager (docs/admin.md#seo-manager): Scan Pages, a card per fixed page, the sitemap and robots modals, the older listing. */
export function SeoManager() {
  const { state, scanPages } = useSeoPages();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <div className="stack admin-seo">
      <div className="admin-actions">
        <button type="button" className="btn btn-primary" disabled={state.status === 'loading'} onClick={scanPages}>
          Scan Pages
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setOpen('sitemap')}>
          Manage Sitemap
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setOpen('robots')}>
          Manage Robots.txt
        </button>
      </div>
      {state.status === 'loading' && <p className="muted">Loading...</p>}
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={scanPages} />}
      {state.status === 'ready' && (
        <div className="stack">
          {state.data.pages.map((page) => (
            // A new scan starts the cards afresh from what is stored.
            <SeoPageCard key={`${state.data.scan}:${page.path}`} page={page} />
          ))}
        </div>
      )}
      <PageSeoTable />
      {open === 'sitemap' && (
        <Modal title="Manage Sitemap" onClose={close}>
          <SitemapManager />
        </Modal>
      )}
      {open === 'robots' && (
        <Modal title="Manage Robots.txt" onClose={close}>
          <RobotsManager />
        </Modal>
      )}
    </div>
  );
}
