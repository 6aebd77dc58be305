// @vitest-environment node
// Post a job, and the employer's pages from our mails (docs/postings.md#lifecycle), as the edge loads them.
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeAnswer } from '../../test/fake-api';
import { aManageAnswer, manageApiPath, manageToken } from '../../test/managed-posting';
import { loadJobsPage } from './load';

const origin = 'https://remote-design-jobs.example';

function load(path: string, answers: Record<string, FakeAnswer> = {}, form: Parameters<typeof loadJobsPage>[2] = null) {
  const api = fakeApi(answers);
  return { api, loaded: loadJobsPage(new URL(path, origin), api, form) };
}

describe('loadJobsPage: post a job', () => {
  it('loads nothing for the empty form', async () => {
    const { api, loaded } = load('/post-job');
    expect(await loaded).toMatchObject({ status: 200, page: { path: '/post-job', kind: 'post-job', form: null } });
    expect(api.paths).toEqual([]);
  });

  it('carries the state of a posting the edge refused, to render the form again with it', async () => {
    const form = { values: { title: 'Brand Designer', email: 'nope' }, errors: { email: 'Enter a valid email address' } };
    const { api, loaded } = load('/post-job', {}, form);
    expect(await loaded).toMatchObject({ status: 200, page: { kind: 'post-job', form } });
    expect(api.paths).toEqual([]);
  });

  it('fills the form from a manage link, with its token in editToken', async () => {
    const { loaded } = load(`/post-job?edit=${encodeURIComponent(manageToken)}`, { [manageApiPath('manage')]: { status: 200, body: aManageAnswer('manage') } });
    expect(await loaded).toMatchObject({
      status: 200,
      page: { kind: 'post-job', form: { values: { title: 'Senior Brand Designer', runDays: '30', editToken: manageToken }, errors: {} } },
    });
  });

  it('says a dead edit link is no longer valid, 404, and an ended posting’s too', async () => {
    const dead = load('/post-job?edit=forged');
    expect(await dead.loaded).toMatchObject({ status: 404, page: { kind: 'post-job', form: { values: {}, errors: { form: expect.stringContaining('no longer valid') } } } });
    const ended = load(`/post-job?edit=${manageToken}`, { [manageApiPath('manage')]: { status: 200, body: aManageAnswer('manage', { open: false }) } });
    expect(await ended.loaded).toMatchObject({ status: 404, page: { form: { errors: { form: expect.stringContaining('no longer valid') } } } });
  });

  it('answers 503 when the posting an edit link names could not be loaded', async () => {
    const { loaded } = load(`/post-job?edit=${manageToken}`, { [manageApiPath('manage')]: { status: 502 } });
    expect(await loaded).toMatchObject({ status: 503, page: { kind: 'post-job', form: { errors: { form: expect.stringContaining('could not be loaded') } } } });
  });
});

describe("loadJobsPage: the employer's pages", () => {
  it.each(['manage', 'renew', 'close'] as const)('loads the posting a %s link names, and what its last button did', async (purpose) => {
    const answer = aManageAnswer(purpose);
    const { api, loaded } = load(`/postings/${purpose}?token=${encodeURIComponent(manageToken)}&done=renewed`, { [manageApiPath(purpose)]: { status: 200, body: answer } });
    expect(await loaded).toMatchObject({ status: 200, page: { kind: 'posting-link', purpose, answer, done: 'renewed' } });
    expect(api.paths).toEqual([manageApiPath(purpose)]);
  });

  it('loads the posting a still-hiring link names at /postings/still-hiring (docs/postings.md#still-hiring)', async () => {
    const answer = aManageAnswer('hiring');
    const { loaded } = load(`/postings/still-hiring?token=${encodeURIComponent(manageToken)}&done=confirmed`, { [manageApiPath('hiring')]: { status: 200, body: answer } });
    expect(await loaded).toMatchObject({ status: 200, page: { kind: 'posting-link', purpose: 'hiring', answer, done: 'confirmed' } });
  });

  it('is the invalid-link page, 404, for a link the gateway does not know', async () => {
    const { loaded } = load('/postings/close?token=forged');
    expect(await loaded).toMatchObject({ status: 404, page: { kind: 'posting-link-invalid', purpose: 'close' } });
  });
});
