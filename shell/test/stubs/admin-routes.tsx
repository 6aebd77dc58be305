import { useLocation } from '@rdj/router';

/** Stands in for the admin remote's route table: it shows which path it was asked to render. */
export default function AdminRoutes() {
  return <p>admin remote at {useLocation().pathname}</p>;
}
