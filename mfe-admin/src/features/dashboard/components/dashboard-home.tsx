import { Link } from '@rdj/router';
import type { ReactNode } from 'react';
import { PageViewsSummary } from './page-views-summary';

const shortcuts = [
  { to: '/admin/blog', title: 'Blog Posts', text: 'Review, edit and publish blog posts.' },
  { to: '/admin/seo', title: 'SEO Settings', text: 'Edit the title, description and keywords of every page.' },
  { to: '/admin/blog/new', title: 'Create New Post', text: 'Start a new blog post.' },
  { to: '/admin/job-submissions', title: 'Job Submissions', text: 'Approve or reject jobs posted by employers.' },
];

interface DashboardHomeProps {
  /** Shown on the Job Submissions card: what waits there. */
  pendingCount: ReactNode;
  /** Other features' cards, shown below the page views. */
  cards?: ReactNode;
}

/** The shortcuts to each admin page, the page views, then the cards other features put here. */
export function DashboardHome({ pendingCount, cards }: DashboardHomeProps) {
  return (
    <div className="stack">
      <h2>Dashboard Home</h2>
      <ul className="grid admin-shortcuts">
        {shortcuts.map((shortcut) => (
          <li key={shortcut.to}>
            <Link to={shortcut.to} className="card stack admin-shortcut">
              <h3>{shortcut.title}</h3>
              <p className="muted">{shortcut.text}</p>
              {shortcut.to === '/admin/job-submissions' && pendingCount}
            </Link>
          </li>
        ))}
      </ul>
      <PageViewsSummary />
      {cards}
    </div>
  );
}
