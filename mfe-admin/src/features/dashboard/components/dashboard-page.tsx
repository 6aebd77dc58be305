import { useState } from 'react';
import { DashboardTabs, type Tab } from './dashboard-tabs';

/** `/admin/dashboard`: the sidebar tabs, the first one selected. The route layer says which tabs there are. */
export function DashboardPage<Id extends string>({ tabs }: { tabs: readonly [Tab<Id>, ...Tab<Id>[]] }) {
  const [selected, setSelected] = useState<Id>(tabs[0].id);
  return (
    <section className="container stack admin-page">
      <h1>Admin Dashboard</h1>
      <DashboardTabs tabs={tabs} selected={selected} onSelect={setSelected} />
    </section>
  );
}
