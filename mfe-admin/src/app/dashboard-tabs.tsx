import { lazy } from 'react';
import { AlertsCard } from '../features/alerts/components/alerts-card';
import { DashboardHome } from '../features/dashboard/components/dashboard-home';
import type { Tab } from '../features/dashboard/components/dashboard-tabs';
import { LazyPanel } from '../features/dashboard/components/lazy-panel';
import { PendingCount } from '../features/postings/components/pending-count';

// The SEO tools load when their tab is first opened, so the dashboard (and sign-in) stay small.
const SeoManager = lazy(() => import('../features/seo/components/seo-manager').then((m) => ({ default: m.SeoManager })));
const RobotsManager = lazy(() =>
  import('../features/seo/components/robots-manager').then((m) => ({ default: m.RobotsManager })),
);

type TabId = 'home' | 'seo' | 'robots';

/**
 * The dashboard's tabs: its home (with the postings feature's pending count and the alerts feature's card), and the
 * SEO feature's two tools.
 */
export const dashboardTabs: readonly [Tab<TabId>, ...Tab<TabId>[]] = [
  {
    id: 'home',
    label: 'Dashboard Home',
    panel: <DashboardHome pendingCount={<PendingCount />} cards={<AlertsCard />} />,
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
];
