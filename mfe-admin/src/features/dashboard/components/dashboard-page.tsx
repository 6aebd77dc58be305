import { useState } from 'react';
import { ComingSoonPanel } from './coming-soon-panel';
import { DashboardHome } from './dashboard-home';
import { DashboardTabs, type Tab } from './dashboard-tabs';

type TabId = 'home' | 'seo' | 'robots';

const tabs: readonly Tab<TabId>[] = [
  { id: 'home', label: 'Dashboard Home', panel: <DashboardHome /> },
  { id: 'seo', label: 'SEO Manager', panel: <ComingSoonPanel title="SEO Manager" /> },
  { id: 'robots', label: 'Robots.txt Manager', panel: <ComingSoonPanel title="Robots.txt Manager" /> },
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
