import { useLocation } from '@rdj/router';

/** Stands in for the jobs remote's route table: it shows which path it was asked to render. */
export default function JobsRoutes() {
  return <p>jobs remote at {useLocation().pathname}</p>;
}
