import { Link, useLocation } from '@rdj/router';

/**
 * Stands in for the admin remote's route table: it shows which path it was asked to render, and links to two of its
 * pages, so tests move inside the admin's app as its own screens do.
 */
export default function AdminRoutes() {
  return (
    <>
      <p>admin remote at {useLocation().pathname}</p>
      <Link to="/admin/dashboard">Dashboard</Link>
      <Link to="/admin/posts">Posts</Link>
    </>
  );
}
