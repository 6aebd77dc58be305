import { lazy, Suspense, useState, type ReactNode } from 'react';
import { DashboardHome } from './dashboard-home';
import { DashboardTabs, type Tab } from './dashboard-tabs';

// The SEO tools load when their tab is first opened, so the dashboard (and sign-in) stay small.
const SeoManager = lazy(() => import('../../seo/components/seo-manager').then((m) => ({ default: m.SeoManager })));
const RobotsManager = lazy(() => import('../../seo/components/robots-manager').then((m) => ({ default: m.RobotsManager })));

type TabId = 'home' | 'seo' | 'robots';

function LazyPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="stack">
      <h2>{title}</h2>
      <Suspense fallback={<p className="muted">Loading...</p>}>{children}</Suspense>
    </div>
  );
}

const tabs: readonly Tab<TabId>[] = [
  { id: 'home', label: 'Dashboard Home', panel: <DashboardHome /> },
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

export function DashboardPage() {
  const [selected, setSelected] = useState<TabId>('home');
  return (
    <section className="container stack admin-page">
      <h1>Admin Dashboard</h1>
      <DashboardTabs tabs={tabs} selected={selected} onSelect={setSelected} />
    </section>
  );
}
