import {
  hammingDistance,
  shortTextWords,
  similarBits,
  similarWordShare,
  simhash,
  wordsOf,
  type JobPostingInput,
  type JobSubmission,
  type ReviewFlag,
} from '@rdj/shared';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, uniqueClient } from '../../test/support/auth';
import { call, errorOf, origin } from '../../test/support/call';
import { descriptions } from '../../../shared/test/support/posting-texts';
import { expire, reviewed, storedId, submit, submitted, validPosting } from '../../test/support/postings';
import { dbOf } from '../db/client';
import { reviewColumns } from './review-flags';

let token = '';
let runs = 0;

beforeAll(async () => {
  token = (await signedInAdmin('review-flags')).session.access_token;
});

/** An apply URL no other test of the file uses. */
function uniqueUrl(): string {
  runs += 1;
  return `https://careers-${runs}.example/jobs/${runs}`;
}

/** A posting with a range and a country, so it carries no missing-field flag unless a test asks for one. */
function complete(overrides: Partial<JobPostingInput> = {}): Partial<JobPostingInput> {
  return { salaryMin: 60000, salaryMax: 80000, salaryCurrency: 'EUR', salaryPeriod: 'year', workFrom: ['PT'], applicationUrl: uniqueUrl(), ...overrides };
}

async function asAdmin<T>(path: string): Promise<T> {
  const res = await call(`/api/admin/postings${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return res.json<T>();
}

const flagsOf = async (id: string) => (await asAdmin<JobSubmission>(`/${id}`)).flags;

/**
 * The flags of `id` that name `other`. D1 is shared by the file's tests and several use the same texts, so a test
 * looks at the pair it is about.
 */
async function flagsNaming(id: string, other: string): Promise<ReviewFlag[]> {
  return (await flagsOf(id)).filter((flag) => 'of' in flag && flag.of === other);
}

describe('the same apply URL', () => {
  it('flags the later posting, however the link was copied, naming the earlier one', async () => {
    const first = await submitted(complete({ title: 'Brand Designer', description: descriptions.brand, applicationUrl: 'https://acme-jobs.example/apply/17?b=2&a=1' }));
    const later = await submitted(
      complete({
        title: 'Graphic Designer',
        description: descriptions.graphic,
        applicationUrl: 'http://WWW.Acme-Jobs.example/apply/17/?a=1&utm_source=board&b=2&ref=rdj#form',
      }),
    );
    expect(await flagsNaming(later, first)).toEqual([{ kind: 'same-apply-url', of: first, title: 'Brand Designer' }]);
    expect(await flagsNaming(first, later)).toEqual([]);
  });

  it('does not flag another job at the same site', async () => {
    const one = await submitted(complete({ description: descriptions.motion, applicationUrl: 'https://studio-x.example/jobs/1' }));
    const other = await submitted(complete({ description: descriptions.ux, applicationUrl: 'https://studio-x.example/jobs/2' }));
    expect(await flagsNaming(other, one)).toEqual([]);
  });

  it('ignores rejected and ended postings: posting the job again after them is no duplicate', async () => {
    const applicationUrl = 'https://repost.example/jobs/9';
    const rejected = await submitted(complete({ title: 'Rejected once', description: descriptions.research, applicationUrl }));
    await reviewed(rejected, 'reject', token);
    const expired = await submitted(complete({ title: 'Ran its time', description: descriptions.research, applicationUrl }));
    await reviewed(expired, 'approve', token);
    await expire(expired);
    const again = await submitted(complete({ title: 'Posted again', description: descriptions.research, applicationUrl }));
    expect(await flagsNaming(again, rejected)).toEqual([]);
    expect(await flagsNaming(again, expired)).toEqual([]);
  });

  it('flags a posting that repeats an approved, open one', async () => {
    const applicationUrl = uniqueUrl();
    const live = await submitted(complete({ title: 'Live one', description: descriptions.motion, applicationUrl }));
    await reviewed(live, 'approve', token);
    const repeat = await submitted(complete({ title: 'Live one again', description: descriptions.ux, applicationUrl }));
    expect(await flagsNaming(repeat, live)).toEqual([{ kind: 'same-apply-url', of: live, title: 'Live one' }]);
  });
});

describe('a near-identical description', () => {
  it('flags a copy with a few words changed, with its distance in bits', async () => {
    const first = await submitted(complete({ title: 'Senior Product Designer', description: descriptions.product }));
    const copy = descriptions.product.replace('two engineers', 'three engineers').replace('every week', 'every month');
    const later = await submitted(complete({ title: 'Lead Product Designer', description: `${copy}\nPlease apply with a portfolio.` }));
    const flags = await flagsNaming(later, first);
    expect(flags).toEqual([{ kind: 'similar-description', of: first, title: 'Senior Product Designer', distance: expect.any(Number) }]);
    expect((flags[0] as Extract<ReviewFlag, { kind: 'similar-description' }>).distance).toBeLessThanOrEqual(3);
  });

  it('does not flag a different posting', async () => {
    const one = await submitted(complete({ title: 'Motion Designer', description: descriptions.motion }));
    const other = await submitted(complete({ title: 'UX Researcher', description: descriptions.research.replace('accounting', 'invoices') }));
    expect(await flagsNaming(other, one)).toEqual([]);
  });

  it('flags both signs at once when a posting is sent again as it was', async () => {
    const posting = complete({ title: 'UX Designer, Payments', description: descriptions.ux });
    const first = await submitted(posting);
    const again = await submitted(posting);
    expect(await flagsNaming(again, first)).toEqual([
      { kind: 'same-apply-url', of: first, title: 'UX Designer, Payments' },
      { kind: 'similar-description', of: first, title: 'UX Designer, Payments', distance: 0 },
    ]);
  });

  it('leaves out the posting an edit replaces', async () => {
    const applicationUrl = uniqueUrl();
    const live = await submitted(complete({ title: 'Edited Designer', description: descriptions.graphic, applicationUrl }));
    await reviewed(live, 'approve', token);
    const edit = { title: 'Edited Designer', description: `${descriptions.graphic}\nNow hiring two.`, applicationUrl, salaryRange: null, workFrom: ['PT'], tzMin: null };
    const naming = (flags: string) => (JSON.parse(flags) as ReviewFlag[]).filter((flag) => 'of' in flag && flag.of === live);
    expect(naming((await reviewColumns(dbOf(env.DB), edit, live)).flags)).toEqual([]);
    expect(naming((await reviewColumns(dbOf(env.DB), edit)).flags).map((flag) => flag.kind)).toEqual(['same-apply-url', 'similar-description']);
  });
});

describe('missing salary and location', () => {
  it('flags a salary not disclosed', async () => {
    const id = await submitted(complete({ description: descriptions.brand.replace('Northwind', 'Southwind'), salaryMin: '', salaryMax: '', salaryUndisclosed: true, workFrom: ['GB'] }));
    expect(await flagsOf(id)).toContainEqual({ kind: 'no-salary' });
  });

  it('flags neither on a posting with a range and a country', async () => {
    const id = await submitted(complete({ description: descriptions.research.replace('accounting', 'payroll') }));
    const flags = await flagsOf(id);
    expect(flags).not.toContainEqual({ kind: 'no-salary' });
    expect(flags).not.toContainEqual({ kind: 'no-location' });
  });

  it('flags a posting open worldwide with no time-zone band, and not one with a band', async () => {
    const worldwide = await submitted(complete({ description: descriptions.motion.replace('Lumen', 'Halo'), workFrom: [] }));
    expect(await flagsOf(worldwide)).toContainEqual({ kind: 'no-location' });
    const banded = await submitted(complete({ description: descriptions.ux.replace('banking', 'pension'), workFrom: [], tzMin: -1, tzMax: 3 }));
    expect(await flagsOf(banded)).not.toContainEqual({ kind: 'no-location' });
  });
});

describe('the review queue', () => {
  it('lists the flags with each pending submission', async () => {
    const applicationUrl = uniqueUrl();
    const first = await submitted(complete({ title: 'Queue first', description: descriptions.brand, applicationUrl, salaryMin: '', salaryMax: '', salaryUndisclosed: true, workFrom: ['GB'] }));
    const second = await submitted(complete({ title: 'Queue second', description: descriptions.research, applicationUrl: `${applicationUrl}?utm_medium=mail` }));
    const { submissions } = await asAdmin<{ submissions: JobSubmission[] }>('?status=pending');
    expect(submissions.find((s) => s.id === first)?.flags).toContainEqual({ kind: 'no-salary' });
    expect(submissions.find((s) => s.id === second)?.flags).toContainEqual({ kind: 'same-apply-url', of: first, title: 'Queue first' });
  });
});

function postForm(fields: Record<string, string>, client: string): Promise<Response> {
  return call('/post-job', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, 'CF-Connecting-IP': client },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** A posting as the form without JavaScript sends it: every value as text, lists joined by commas. */
function formFields(posting: JobPostingInput): Record<string, string> {
  return Object.fromEntries(
    Object.entries(posting).flatMap(([name, value]) =>
      value === undefined || value === null ? [] : [[name, Array.isArray(value) ? value.join(',') : String(value)]],
    ),
  );
}

describe('the limit on postings per client', () => {
  it('refuses the sixth posting in a minute with 429 rate_limited and Retry-After, storing nothing; another client still posts', async () => {
    const client = uniqueClient();
    for (let i = 0; i < 5; i++) expect((await submit(validPosting(complete()), client)).status).toBe(201);
    const refused = validPosting(complete());
    const res = await submit(refused, client);
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('60');
    expect(await errorOf(res)).toEqual({ code: 'rate_limited', message: 'Too many job postings from your network. Please try again in a minute.' });
    expect(await storedId(refused.email)).toBeNull();

    const other = validPosting(complete());
    expect((await submit(other, uniqueClient())).status).toBe(201);
    expect(await storedId(other.email)).not.toBeNull();
  });

  it('counts an IPv6 client by its /64', async () => {
    for (let i = 1; i <= 5; i++) expect((await submit(validPosting(complete()), `2001:db8:19:0::${i}`)).status).toBe(201);
    expect((await submit(validPosting(complete()), '2001:db8:19:0:ffff::9')).status).toBe(429);
  });

  it('counts postings with a filled bot field, which still get a person\'s answer under the limit', async () => {
    const client = uniqueClient();
    for (let i = 0; i < 5; i++) expect((await submit(validPosting({ botField: 'http://spam.example' }), client)).status).toBe(201);
    const person = validPosting(complete());
    expect((await submit(person, client)).status).toBe(429);
    expect(await storedId(person.email)).toBeNull();
  });

  it('refuses the form without JavaScript the same way: the form again with the message, 429 and Retry-After, nothing stored', async () => {
    const client = uniqueClient();
    for (let i = 0; i < 5; i++) expect((await postForm(formFields(validPosting(complete())), client)).status).toBe(303);
    const refused = validPosting(complete({ title: 'Sixth Form Designer' }));
    const res = await postForm(formFields(refused), client);
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('60');
    expect(await res.text()).toContain('Too many job postings from your network. Please try again in a minute.');
    expect(await storedId(refused.email)).toBeNull();
    expect((await postForm(formFields(validPosting(complete())), uniqueClient())).status).toBe(303);
  });
});

describe('a short description', () => {
  const short =
    'We are a small studio making picture books and games for children. We need a freelance illustrator for ' +
    'a series of twelve spreads, in a warm and playful style, delivered as layered files. Tell us about your rates ' +
    'and send three samples of work for young readers.';

  it('flags a copy with a new title and one changed word, which moves its SimHash past 3 bits', async () => {
    const first = await submitted(complete({ title: 'Children’s Book Illustrator', description: short }));
    const copy = short.replace('twelve', 'ten');
    const later = await submitted(complete({ title: 'Freelance Illustrator', description: copy }));
    const [a, b] = [simhash(`Children’s Book Illustrator\n${short}`)!, simhash(`Freelance Illustrator\n${copy}`)!];
    expect(hammingDistance(a, b)).toBeGreaterThan(similarBits);
    expect(wordsOf(short).length).toBeLessThan(shortTextWords);
    const [flag] = await flagsNaming(later, first);
    expect(flag).toMatchObject({ kind: 'similar-words', of: first, title: 'Children’s Book Illustrator' });
    expect((flag as { share: number }).share).toBeGreaterThanOrEqual(similarWordShare);
  });

  it('does not flag another short posting of the same trade', async () => {
    const one = await submitted(complete({ title: 'Illustrator', description: short }));
    const other = await submitted(
      complete({
        title: 'Illustrator',
        description:
          'Our agency needs an illustrator for editorial pieces on science and health, two a week, in a clean vector ' +
          'style. You will work from briefs by our editors and deliver within three days. Share a portfolio link.',
      }),
    );
    expect(await flagsNaming(other, one)).toEqual([]);
  });
});
