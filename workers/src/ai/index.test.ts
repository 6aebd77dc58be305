import { aiMessages } from '@rdj/shared';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../test/support/auth';
import { call, errorOf } from '../../test/support/call';
import { unique } from '../../test/support/jobs';

import { aiPost, aiRequests, lastRequest, readLines, testAdmin, wholeAnswer } from '../../test/support/ai';

const seoInput = { path: '/remote-graphic-design-jobs', title: 'Remote Graphic Design Jobs', keywords: 'graphic design jobs, remote design jobs' };
const generateInput = { keyword: 'ux portfolio', tone: 'professional', intent: 'solve' };
const modifyInput = { instructions: 'Make it friendlier.', content: '# Remote work\n\nWorking remotely needs clear habits.' };
const beyond500 = 'BEYOND-THE-FIRST-500';
const linksInput = { content: `<p>Your UX portfolio is the first thing a hiring manager sees. ${'Keep it focused. '.repeat(40)}${beyond500}</p>` };

/** The options every chat call carries (docs/api.md#ai). */
const shared = { max_tokens: 2000, frequency_penalty: 0.1, presence_penalty: 0.1 };

/**
 * Limit of a test whose calls the client retries: three requests and the client's waits between them (its backoff,
 * or the 429's one-second retry-after), 1.3-2 s whether the machine is idle or both its cores are busy.
 */
const retried = 15_000;

describe('POST /api/admin/ai/seo', () => {
  it('asks gpt-3.5-turbo at 0.2 with the page title, the primary and secondary keywords and the path', async () => {
    const key = unique('seo-shape');
    const res = await aiPost('seo', seoInput, { AI_API_KEY: key });
    expect(res.status).toBe(200);
    const sent = await lastRequest(key);
    expect(sent).toMatchObject({ model: 'gpt-3.5-turbo', temperature: 0.2, ...shared });
    expect(sent?.stream).not.toBe(true);
    const [system, user] = sent?.messages as { role: string; content: string }[];
    expect([system?.role, user?.role]).toEqual(['system', 'user']);
    expect(user?.content).toContain('Page title: Remote Graphic Design Jobs');
    expect(user?.content).toContain('Primary keyword: graphic design jobs');
    expect(user?.content).toContain('Secondary keywords: remote design jobs');
    expect(user?.content).toContain('Path: /remote-graphic-design-jobs');
    expect(user?.content).toContain('50-60 characters');
    expect(user?.content).toContain('150-160 characters');
  });

  it('answers the title and description the provider gave', async () => {
    const res = await aiPost('seo', seoInput);
    const answer = await res.json<{ title: string; description: string }>();
    expect(answer.title).toMatch(/ \| Remote Design Jobs$/);
    expect(answer.title.length).toBeGreaterThanOrEqual(50);
    expect(answer.title.length).toBeLessThanOrEqual(60);
    expect(answer.description.length).toBeGreaterThanOrEqual(150);
  });

  it.each(['fault-missing', 'fault-malformed'])('answers 502 "Missing title or description in AI response" for %s', async (key) => {
    const res = await aiPost('seo', seoInput, { AI_API_KEY: key });
    expect(res.status).toBe(502);
    expect(await errorOf(res)).toEqual({ code: 'ai_invalid_answer', message: aiMessages.missingFields });
  });

  it('uses AI_SEO_MODEL when it is set', async () => {
    const key = unique('seo-model');
    await aiPost('seo', seoInput, { AI_API_KEY: key, AI_SEO_MODEL: 'gpt-4o-mini' });
    expect((await lastRequest(key))?.model).toBe('gpt-4o-mini');
  });
});

describe('POST /api/admin/ai/generate', () => {
  it('asks AI_MODEL at 0.8 for a full blog post with the keyword, intent, tone, style and 4-6 sections', async () => {
    const key = unique('generate-shape');
    const res = await aiPost('generate', generateInput, { AI_API_KEY: key });
    expect(res.status).toBe(200);
    await res.body?.cancel();
    const sent = await lastRequest(key);
    expect(sent).toMatchObject({ model: 'gpt-4', temperature: 0.8, stream: true, ...shared });
    const user = (sent?.messages as { role: string; content: string }[]).find((m) => m.role === 'user')!.content;
    expect(user).toContain('full blog post');
    expect(user).toContain('4-6 sections');
    expect(user).toContain('Primary keyword: ux portfolio');
    expect(user).toContain('Tone: professional');
    expect(user).toContain('Intent: solve');
    expect(user).toContain('Style: regularBlog');
  });

  it('streams NDJSON deltas in several chunks that add up to the whole answer, then done', async () => {
    const key = unique('generate-stream');
    const res = await aiPost('generate', generateInput, { AI_API_KEY: key });
    expect(res.headers.get('Content-Type')).toMatch(/^application\/x-ndjson/);
    const { lines, reads } = await readLines(res);
    expect(lines.at(-1)).toEqual({ done: true });
    const deltas = lines.slice(0, -1) as { delta: string }[];
    expect(deltas.length).toBeGreaterThanOrEqual(4);
    expect(reads).toBeGreaterThanOrEqual(4);
    const text = deltas.map((line) => line.delta).join('');
    expect(text).toBe(await wholeAnswer(key, (await lastRequest(key))!));
    const sections = text.match(/^## /gm)?.length ?? 0;
    expect(sections).toBeGreaterThanOrEqual(4);
    expect(sections).toBeLessThanOrEqual(6);
  });

  it('answers a JSON 502 before any line when the provider gives no text (fault-missing)', async () => {
    const res = await aiPost('generate', generateInput, { AI_API_KEY: 'fault-missing' });
    expect(res.status).toBe(502);
    expect((await errorOf(res)).code).toBe('ai_invalid_answer');
  });

  it('answers a JSON 502 when the provider fails before the first token (fault-500)', async () => {
    const res = await aiPost('generate', generateInput, { AI_API_KEY: 'fault-500' });
    expect(res.status).toBe(502);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect((await errorOf(res)).code).toBe('ai_unavailable');
  }, retried);

  it('refuses a request without a keyword with 400 and the contract message', async () => {
    const res = await aiPost('generate', { keyword: '  ' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toContain(aiMessages.enterKeyword);
  });
});

describe('POST /api/admin/ai/modify', () => {
  it('asks at 0.7 and streams the content edited as instructed', async () => {
    const key = unique('modify');
    const res = await aiPost('modify', modifyInput, { AI_API_KEY: key });
    expect(res.status).toBe(200);
    const { lines } = await readLines(res);
    expect(lines.at(-1)).toEqual({ done: true });
    const text = (lines.slice(0, -1) as { delta: string }[]).map((line) => line.delta).join('');
    expect(text).toContain('Edited as requested: Make it friendlier.');
    expect(text).toContain('Working remotely needs clear habits.');
    const sent = await lastRequest(key);
    expect(sent).toMatchObject({ model: 'gpt-4', temperature: 0.7, stream: true, ...shared });
    const user = (sent?.messages as { role: string; content: string }[]).find((m) => m.role === 'user')!.content;
    expect(user).toContain('Instructions: Make it friendlier.');
    expect(user).toContain(modifyInput.content);
  });

  it.each([
    ['instructions', { instructions: ' ', content: '<p>Some text</p>' }],
    ['content', { instructions: 'Shorter', content: '' }],
  ])('refuses a request with empty %s with 400 and the contract message', async (_, body) => {
    const res = await aiPost('modify', body);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toContain(aiMessages.modifyNeeds);
  });
});

describe('POST /api/admin/ai/links', () => {
  it('asks at 0.6 from the first 500 characters and answers only http(s) links with relevance in 0-100', async () => {
    const key = unique('links');
    const res = await aiPost('links', linksInput, { AI_API_KEY: key });
    expect(res.status).toBe(200);
    const { links } = await res.json<{ links: { url: string; relevanceScore: number; title: string }[] }>();
    expect(links.length).toBe(4);
    for (const link of links) {
      expect(link.url).toMatch(/^https?:\/\//);
      expect(link.relevanceScore).toBeGreaterThanOrEqual(0);
      expect(link.relevanceScore).toBeLessThanOrEqual(100);
    }
    const sent = await lastRequest(key);
    expect(sent).toMatchObject({ model: 'gpt-4', temperature: 0.6, ...shared });
    const user = (sent?.messages as { role: string; content: string }[]).find((m) => m.role === 'user')!.content;
    expect(user).toContain(linksInput.content.slice(0, 500));
    expect(user).not.toContain(beyond500);
  });

  it.each(['fault-malformed', 'fault-missing'])('answers 502 ai_invalid_answer when %s gives no links array', async (key) => {
    const res = await aiPost('links', linksInput, { AI_API_KEY: key });
    expect(res.status).toBe(502);
    expect((await errorOf(res)).code).toBe('ai_invalid_answer');
  });
});

describe('provider failures', () => {
  it('retries a 500 twice, then answers 502 ai_unavailable', async () => {
    const before = await aiRequests('fault-500');
    const res = await aiPost('seo', seoInput, { AI_API_KEY: 'fault-500' });
    expect(res.status).toBe(502);
    expect((await errorOf(res)).code).toBe('ai_unavailable');
    expect(await aiRequests('fault-500')).toBe(before + 3);
  }, retried);

  it('retries a 429 after its retry-after, then answers 503 ai_rate_limited with Retry-After', async () => {
    const before = await aiRequests('fault-429');
    const res = await aiPost('seo', seoInput, { AI_API_KEY: 'fault-429' });
    expect(res.status).toBe(503);
    expect((await errorOf(res)).code).toBe('ai_rate_limited');
    expect(res.headers.get('Retry-After')).toBe('1');
    expect(await aiRequests('fault-429')).toBe(before + 3);
  }, retried);

  it('answers 502 ai_auth "The AI provider refused the key…" for a refused key, without retrying', async () => {
    const before = await aiRequests('fault-401');
    const res = await aiPost('links', linksInput, { AI_API_KEY: 'fault-401' });
    expect(res.status).toBe(502);
    const error = await errorOf(res);
    expect(error.code).toBe('ai_auth');
    expect(error.message).toMatch(/^The AI provider refused the key/);
    expect(await aiRequests('fault-401')).toBe(before + 1);
  });

  it('answers 504 ai_timeout when the provider never answers within AI_TIMEOUT_MS', async () => {
    const res = await aiPost('seo', seoInput, { AI_API_KEY: 'fault-timeout', AI_TIMEOUT_MS: '150' });
    expect(res.status).toBe(504);
    expect((await errorOf(res)).code).toBe('ai_timeout');
  }, retried);

  it.each(['seo', 'generate'])('answers 502 ai_invalid_answer for an HTML page instead of an answer (%s)', async (route) => {
    const res = await aiPost(route, route === 'seo' ? seoInput : generateInput, { AI_API_KEY: 'fault-invalid-json' });
    expect(res.status).toBe(502);
    expect((await errorOf(res)).code).toBe('ai_invalid_answer');
  });

  it.each(['seo', 'generate', 'modify', 'links'])('answers 503 ai_not_configured without AI_API_KEY (%s)', async (route) => {
    const body = { seo: seoInput, generate: generateInput, modify: modifyInput, links: linksInput }[route];
    const res = await aiPost(route, body, { AI_API_KEY: undefined });
    expect(res.status).toBe(503);
    expect((await errorOf(res)).code).toBe('ai_not_configured');
  });
});

describe('access and limits', () => {
  it.each(['seo', 'generate', 'modify', 'links'])('POST /api/admin/ai/%s refuses a request without a session with 401', async (route) => {
    const res = await call(`/api/admin/ai/${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('unauthenticated');
  });

  it('refuses an SEO request without keywords with 400 "Please add keywords first"', async () => {
    const res = await aiPost('seo', { ...seoInput, keywords: ' , ' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toContain(aiMessages.addKeywords);
  });

  it('refuses a body that is not JSON with 400 invalid_json', async () => {
    const res = await aiPost('links', 'not json');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('invalid_json');
  });

  it('keys the limit by the admin and answers 429 rate_limited with Retry-After past it', async () => {
    const keys: string[] = [];
    const full = { limit: async ({ key }: { key: string }) => (keys.push(key), { success: false }) } as RateLimit;
    const res = await aiPost('seo', seoInput, { AI_LIMITER: full });
    expect(res.status).toBe(429);
    expect(await errorOf(res)).toEqual({ code: 'rate_limited', message: 'Too many AI requests; wait a minute and try again.' });
    expect(res.headers.get('Retry-After')).toBe('60');
    expect(keys).toEqual([(await testAdmin()).id]);
  });

  it('lets one admin make 20 AI requests a minute with the AI_LIMITER binding, then refuses the next', async () => {
    const { session } = await signedInAdmin('ai-limit');
    const limited = { AI_LIMITER: env.AI_LIMITER };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await aiPost('seo', seoInput, limited, session.access_token)).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
