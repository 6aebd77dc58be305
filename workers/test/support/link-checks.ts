import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { applyRun } from '../../src/job-index/apply-run';
import { providerRow } from '../../src/job-index/rows';
import { linkCheckQueueName, type LinkCheckMessage } from '../../src/link-checks/start';
import { indexedJob, providerJob, stagedRun } from './job-index';
import { consumeFrom } from './queues';

/** The sandbox job provider (test/job-provider.ts): its jobs' links are its own apply pages, each with a switch. */
export const sandbox = new URL(env.JOBS_API_URL!).origin;

/**
 * The sandbox's job links, `count` of them from `from`: each test takes its own, so their switches and logs are its
 * own (the switches are the sandbox's, shared by every test file: each file keeps to its own range).
 */
export async function sandboxLinks(from: number, count: number): Promise<string[]> {
  const res = await fetch(`${env.JOBS_API_URL}/link-check-key`, { method: 'POST', body: JSON.stringify({ keywords: 'designer', limit: 200 }) });
  return ((await res.json()) as { jobs: { link: string }[] }).jobs.slice(from, from + count).map((job) => job.link);
}
const pageId = (link: string) => new URL(link).pathname.split('/')[2]!;
export async function setState(link: string, state: string): Promise<void> {
  const res = await fetch(`${sandbox}/__apply/${pageId(link)}`, { method: 'PUT', body: JSON.stringify({ state }) });
  if (res.status !== 200) throw new Error(`the sandbox refused ${state}: ${res.status}`);
}
export async function requestsTo(link: string): Promise<{ at: string; userAgent: string | null }[]> {
  return ((await (await fetch(`${sandbox}/__apply/${pageId(link)}`)).json()) as { requests: { at: string; userAgent: string | null }[] }).requests;
}

/**
 * Provider jobs in the index with `links`, listed on the graphic design page, as one ingest run puts them (each run
 * counts a missed run for the jobs it did not find, so one run for all).
 */
export async function listedJobs(links: string[]): Promise<{ id: number; key: string }[]> {
  const rows = links.map((link) => providerRow(providerJob({ link })));
  await applyRun(env, await stagedRun(rows), new Date().toISOString());
  return Promise.all(rows.map(async (row) => ({ id: (await indexedJob(row.key))!.id as number, key: row.key })));
}
export const listedJob = async (link: string) => (await listedJobs([link]))[0]!;

/** The queue the chain's next message goes to, kept here: the test sees it, and no consumer runs it behind the test. */
export function heldQueue() {
  const sent: { body: LinkCheckMessage; delaySeconds?: number }[] = [];
  const queue = {
    send: async (body: LinkCheckMessage, options?: { delaySeconds?: number }) => void sent.push({ body, delaySeconds: options?.delaySeconds }),
    sendBatch: async (messages: { body: LinkCheckMessage; delaySeconds?: number }[]) => void sent.push(...messages),
  };
  return { sent, queue: queue as unknown as Queue };
}

/** One message of a host's chain for `ids`, run by the worker's queue handler with a 1 s gap and a 500 ms timeout. */
export async function check(ids: number[], runAt = new Date()) {
  const held = heldQueue();
  const host = 'test-host';
  const message: LinkCheckMessage = { kind: 'link-check', host, runAt: runAt.toISOString(), ids };
  const result = await consumeFrom(linkCheckQueueName, [message], {
    overrides: { LINK_CHECK_GAP_SECONDS: '1', LINK_CHECK_TIMEOUT_MS: '500', LINK_CHECK_QUEUE: held.queue },
  });
  expect(result.explicitAcks).toHaveLength(1);
  return held.sent;
}
export const rowOf = async (key: string) => (await indexedJob(key))!;
