/** The product's admin API as the test administrator, signed in the way a browser is: by the session cookie. */
import type { JobSubmission } from '@rdj/shared';
import { admin, baseUrl } from './platform';

/**
 * Signs the test administrator in through `POST /api/auth/token` and returns the headers of a signed-in request.
 * The access token is read from the `rdj_access` cookie the answer sets, as a browser keeps it; the JSON body is
 * not where tokens travel.
 */
export async function adminHeaders(): Promise<Record<string, string>> {
  const res = await fetch(`${baseUrl}/api/auth/token?grant_type=password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify(admin),
  });
  await res.body?.cancel();
  if (!res.ok) throw new Error(`admin sign-in answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('rdj_access='));
  if (!cookie) throw new Error('admin sign-in set no rdj_access cookie');
  return { Cookie: cookie, Origin: baseUrl };
}

/** Approves the pending submission whose title ends with `suffix`, found through the admin list as the review screen finds it. */
export async function approveSubmission(suffix: string): Promise<JobSubmission> {
  const headers = await adminHeaders();
  const list = await fetch(`${baseUrl}/api/admin/postings?status=pending`, { headers });
  if (list.status !== 200) throw new Error(`the admin list answered ${list.status}`);
  const { submissions } = (await list.json()) as { submissions: JobSubmission[] };
  const submission = submissions.find((s) => s.title.endsWith(suffix));
  if (!submission) throw new Error(`no pending submission titled ... ${suffix}`);
  const res = await fetch(`${baseUrl}/api/admin/postings/${submission.id}/approve`, { method: 'POST', headers });
  await res.body?.cancel();
  if (res.status !== 200) throw new Error(`approving ${submission.id} answered ${res.status}`);
  return submission;
}
