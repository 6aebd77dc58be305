/**
 * The official `openai` client, as the worker will use it, talks to the sandbox: `baseURL` is the sandbox's URL plus
 * `/v1`. Its error classes and retries (docs/errors.md#ai-provider-errors: retry on 429 and 5xx, retry-after honoured) see the faults.
 */
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateMessages, linksMessages, seoMessages } from './test/sample-prompts';
import { startAiProvider, type AiProvider } from './server';

let provider: AiProvider;
beforeAll(async () => {
  provider = await startAiProvider({ chunkDelayMs: 2 });
});
afterAll(() => provider.close());

const client = (apiKey: string, options: { maxRetries?: number; timeout?: number } = {}) =>
  new OpenAI({ apiKey, baseURL: `${provider.url}/v1`, ...options });

async function stats(key: string): Promise<number> {
  return ((await (await fetch(`${provider.url}/__stats/${key}`)).json()) as { requests: number }).requests;
}

describe('the official openai client against the sandbox', () => {
  it('gets the SEO title and description as JSON', async () => {
    const answer = await client('test-key').chat.completions.create({ model: 'gpt-3.5-turbo', temperature: 0.2, messages: seoMessages() });
    const { title, description } = JSON.parse(answer.choices[0]!.message.content!);
    expect(title).toMatch(/ \| Remote Design Jobs$/);
    expect(description).toMatch(/apply today!$/);
  });

  it('gets the links as JSON with a links array', async () => {
    const answer = await client('test-key').chat.completions.create({ model: 'gpt-4', temperature: 0.6, messages: linksMessages() });
    expect(JSON.parse(answer.choices[0]!.message.content!).links).toHaveLength(5);
  });

  it('streams a blog post whose pieces join to the answer it gets without streaming', async () => {
    const request = { model: 'gpt-4', temperature: 0.8, max_tokens: 2000, frequency_penalty: 0.1, presence_penalty: 0.1, messages: generateMessages() };
    const whole = (await client('test-key').chat.completions.create(request)).choices[0]!.message.content;
    const stream = await client('test-key').chat.completions.create({ ...request, stream: true });
    const pieces: string[] = [];
    let finish: string | null = null;
    for await (const chunk of stream) {
      const choice = chunk.choices[0];
      if (choice?.delta.content) pieces.push(choice.delta.content);
      if (choice?.finish_reason) finish = choice.finish_reason;
    }
    expect(pieces.length).toBeGreaterThanOrEqual(4);
    expect(pieces.join('')).toBe(whole);
    expect(finish).toBe('stop');
  });

  it('retries a 429 after the retry-after second, then throws RateLimitError', async () => {
    const before = await stats('fault-429');
    const started = Date.now();
    const error = await client('fault-429', { maxRetries: 1 }).chat.completions.create({ model: 'gpt-4', messages: seoMessages() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.RateLimitError);
    expect(await stats('fault-429')).toBe(before + 2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('retries a 500 and throws InternalServerError', async () => {
    const before = await stats('fault-500');
    const error = await client('fault-500', { maxRetries: 1 }).chat.completions.create({ model: 'gpt-4', messages: seoMessages() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.InternalServerError);
    expect(await stats('fault-500')).toBe(before + 2);
  });

  it('throws AuthenticationError for a key the provider refuses, without retrying', async () => {
    const before = await stats('fault-401');
    const error = await client('fault-401').chat.completions.create({ model: 'gpt-4', messages: seoMessages() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.AuthenticationError);
    expect(await stats('fault-401')).toBe(before + 1);
  });

  it('gives up on fault-timeout with APIConnectionTimeoutError', async () => {
    const error = await client('fault-timeout', { maxRetries: 0, timeout: 300 })
      .chat.completions.create({ model: 'gpt-4', messages: seoMessages() })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.APIConnectionTimeoutError);
  });
});
