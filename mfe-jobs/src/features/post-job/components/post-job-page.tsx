import '../post-job.css';
import { Island } from '@rdj/shared/islands';
import type { FormState } from '@rdj/shared';
import { PostJobForm } from './post-job-form';

/**
 * `/post-job`: employers send a posting for review (docs/pages.md#post-a-job). The edge renders the form whole; it is
 * an island that hydrates on the visitor's first touch (docs/pages.md#islands), so the schema it checks with loads
 * only for those who post.
 */
export function PostJobPage({ form }: { form: FormState | null }) {
  return (
    <section className="container jobs-section jobs-post">
      <Island name="jobs:post-job-form" when="interaction" component={PostJobForm} props={{ sent: form }} />
    </section>
  );
}
