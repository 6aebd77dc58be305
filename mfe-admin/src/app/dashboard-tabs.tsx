import { lazy } from 'react';
import { AlertsCard } from '../features/alerts/components/alerts-card';
import { DashboardHome } from '../features/dashboard/components/dashboard-home';
import { FlaggedLinksCard } from '../features/job-index/components/flagged-links-card';
import { JobIndexCard } from '../features/job-index/components/job-index-card';
import type { Tab } from '../features/dashboard/components/dashboard-tabs';
import { LazyPanel } from '../features/dashboard/components/lazy-panel';
import { PendingCount } from '../features/postings/components/pending-count';
import { SearchEnginesCard } from '../features/search-engines/components/search-engines-card';

// The SEO tools load when their tab is first opened, so the dashboard (and sign-in) stay small.
const SeoManager = lazy(() => import('../features/seo/components/seo-manager').then((m) => ({ default: m.SeoManager })));
const RobotsManager = lazy(() =>
  import('../features/seo/components/robots-manager').then((m) => ({ default: m.RobotsManager })),
);
const CompaniesManager = lazy(() =>
  import('../features/companies/components/companies-manager').then((m) => ({ default: m.CompaniesManager })),
);

type TabId = 'home' | 'seo' | 'robots' | 'companies';

/**
 * The dashboard's tabs: its home (with the postings feature's pending count, and the alerts', job index's and search
 * engines' cards), the SEO feature's two tools, and the companies feature's Companies tab.
 */
export const dashboardTabs: readonly [Tab<TabId>, ...Tab<TabId>[]] = [
  {
    id: 'home',
    label: 'Dashboard Home',
    panel: (
      <DashboardHome
        pendingCount={<PendingCount />}
        cards={
          <>
            <AlertsCard />
            <JobIndexCard />
            <SearchEnginesCard />
            <FlaggedLinksCard />
          </>
        }
      />
    ),
  },
  {
    id: 'seo',
    label: 'SEO Manager',
    panel: (
      <LazyPanel title="SEO Manager">
        <SeoManager />
      </LazyPanel>
    ),
  },
  {
    id: 'robots',
    label: 'Robots.txt Manager',
    panel: (
      <LazyPanel title="Robots.txt Manager">
        <RobotsManager />
      </LazyPanel>
    ),
  },
  {
    id: 'companies',
    label: 'Companies',
    panel: (
      <LazyPanel title="Companies">
        <CompaniesManager />
      </LazyPanel>
    ),
  },
];
