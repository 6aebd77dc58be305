import { useLocation } from '@rdj/router';

/** Stands in for the blog remote's route table: it shows which path it was asked to render. */
export default function BlogRoutes() {
  return <p>blog remote at {useLocation().pathname}</p>;
}
