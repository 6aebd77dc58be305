import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerText } from './answers';
import { readPrompt, type ChatMessage } from './prompt';
import { generateMessages, linksMessages, modifyMessages, seoMessages } from './test/sample-prompts';
import { maxBodyBytes, startAiProvider, type AiProvider } from './server';

let provider: AiProvider;
beforeAll(async () => {
  provider = await startAiProvider({ chunkDelayMs: 2 });
});
afterAll(() => provider.close());

function post(key: string | null, body: unknown): Promise<Response> {
  return fetch(`${provider.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { authorization: `Bearer ${key}` }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const chat = (messages: ChatMessage[], extra: Record<string, unknown> = {}) => ({ model: 'gpt-4', messages, ...extra });

/** The `data:` payloads of a server-sent event stream, `[DONE]` as is, the rest parsed. */
function events(text: string): unknown[] {
  expect(text.endsWith('\n\n')).toBe(true);
  return text
    .split('\n\n')
    .filter(Boolean)
    .map((event) => {
      expect(event.startsWith('data: ')).toBe(true);
      const data = event.slice('data: '.length);
      return data === '[DONE]' ? data : JSON.parse(data);
    });
}

interface Completion {
  id: string;
  object: string;
  created: number;
  model: string;
  choices: { index: number; message: { role: string; content: string }; finish_reason: string }[];
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
}

interface ErrorBody {
  error: { message: string; type: string; param: string | null; code: string | null };
}

const completionOf = async (res: Response) => (await res.json()) as Completion;
const errorOf = async (res: Response) => (await res.json()) as ErrorBody;
const contentOf = async (res: Response) => (await completionOf(res)).choices[0]!.message.content;

interface Chunk {
  object: string;
  choices: { delta: { content?: string; role?: string }; finish_reason: string | null }[];
  usage?: unknown;
}

const streamed = (chunks: Chunk[]) => chunks.map((c) => c.choices[0]?.delta.content ?? '').join('');

const kinds: [string, ChatMessage[]][] = [
  ['seo', seoMessages()],
  ['generate', generateMessages()],
  ['modify', modifyMessages()],
  ['links', linksMessages()],
];

async function stats(key: string): Promise<number> {
  return ((await (await fetch(`${provider.url}/__stats/${key}`)).json()) as { requests: number }).requests;
}

describe('the sandbox AI provider', () => {
  it('answers a chat completion in OpenAI\'s shape', async () => {
    const res = await post('test-key', chat(seoMessages(), { model: 'gpt-3.5-turbo', temperature: 0.2 }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await completionOf(res);
    expect(body).toMatchObject({
      id: expect.stringMatching(/^chatcmpl-/),
      object: 'chat.completion',
      created: expect.any(Number),
      model: 'gpt-3.5-turbo',
      choices: [{ index: 0, message: { role: 'assistant', content: expect.any(String) }, finish_reason: 'stop' }],
      usage: { prompt_tokens: expect.any(Number), completion_tokens: expect.any(Number), total_tokens: expect.any(Number) },
    });
    expect(Math.abs(body.created - Date.now() / 1000)).toBeLessThan(60);
    expect(body.usage.total_tokens).toBe(body.usage.prompt_tokens + body.usage.completion_tokens);
  });

  it.each(kinds)('answers the %s prompt with the text its rules give', async (_, messages) => {
    expect(await contentOf(await post('test-key', chat(messages)))).toBe(answerText(readPrompt(messages)));
  });

  it.each(kinds)('streams the %s answer in several chunks that join to the same text, then [DONE]', async (_, messages) => {
    const whole = await contentOf(await post('test-key', chat(messages)));
    const res = await post('test-key', chat(messages, { stream: true }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const all = events(await res.text());
    expect(all.at(-1)).toBe('[DONE]');
    const chunks = all.slice(0, -1) as Chunk[];
    expect(chunks.every((c) => c.object === 'chat.completion.chunk')).toBe(true);
    expect(chunks[0]!.choices[0]!.delta.role).toBe('assistant');
    expect(chunks.filter((c) => c.choices[0]?.delta.content).length).toBeGreaterThanOrEqual(4);
    expect(chunks.at(-1)!.choices[0]!.finish_reason).toBe('stop');
    expect(streamed(chunks)).toBe(whole);
  });

  it('sends the first chunk of a stream before the last one is written', async () => {
    const slow = await startAiProvider({ chunkDelayMs: 50 });
    try {
      const res = await fetch(`${slow.url}/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: 'Bearer test-key' },
        body: JSON.stringify(chat(generateMessages(), { stream: true })),
      });
      const reader = res.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      expect(first).toContain('"role":"assistant"');
      expect(first).not.toContain('[DONE]');
      await reader.cancel();
    } finally {
      await slow.close();
    }
  });

  it('ends a stream with a usage chunk when stream_options.include_usage is set', async () => {
    const res = await post('test-key', chat(seoMessages(), { stream: true, stream_options: { include_usage: true } }));
    const all = events(await res.text());
    const usage = all.at(-2) as Chunk;
    expect(usage.choices).toEqual([]);
    expect(usage.usage).toMatchObject({ prompt_tokens: expect.any(Number), completion_tokens: expect.any(Number) });
    expect((all[0] as Chunk).usage).toBeNull();
  });

  it('cuts the answer at max_tokens and says so in finish_reason', async () => {
    const body = await completionOf(await post('test-key', chat(generateMessages(), { max_tokens: 10 })));
    expect(body.choices[0]!.finish_reason).toBe('length');
    expect(body.choices[0]!.message.content).toHaveLength(40);
    expect(body.usage.completion_tokens).toBe(10);
  });

  it('accepts any other key, even one named like an object property', async () => {
    for (const key of ['constructor', 'toString', 'sk-anything']) {
      expect(await contentOf(await post(key, chat(seoMessages())))).toBe(answerText(readPrompt(seoMessages())));
    }
  });

  it('reads a message content given as an array of text parts', async () => {
    const [system, user] = seoMessages();
    const parts = [system, { role: 'user', content: [{ type: 'text', text: user!.content }] }];
    expect(await contentOf(await post('test-key', { model: 'gpt-4', messages: parts }))).toBe(answerText(readPrompt(seoMessages())));
  });
});

describe('requests the sandbox refuses', () => {
  it('answers 401 in OpenAI\'s error shape without an API key', async () => {
    const res = await post(null, chat(seoMessages()));
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({ error: { message: expect.stringContaining("didn't provide an API key"), type: 'invalid_request_error', param: null, code: null } });
  });

  it('answers 413 for a body over 256 KB', async () => {
    const big = chat([{ role: 'user', content: 'x'.repeat(maxBodyBytes) }]);
    const res = await post('test-key', big);
    expect(res.status).toBe(413);
    expect((await errorOf(res)).error.code).toBe('request_too_large');
  });

  it.each([
    ['a body that is not JSON', '{"model":'],
    ['no model', { messages: [{ role: 'user', content: 'hi' }] }],
    ['no messages', { model: 'gpt-4', messages: [] }],
    ['a message without a role', { model: 'gpt-4', messages: [{ content: 'hi' }] }],
    ['a max_tokens that is not a whole number', { model: 'gpt-4', messages: [{ role: 'user', content: 'hi' }], max_tokens: 'lots' }],
  ])('answers 400 invalid_request_error for %s', async (_, body) => {
    const res = await post('test-key', body);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.type).toBe('invalid_request_error');
  });

  it('answers 404 on other paths', async () => {
    const res = await fetch(`${provider.url}/v1/completions`, { method: 'POST', headers: { authorization: 'Bearer test-key' }, body: '{}' });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error.code).toBe('unknown_url');
  });
});

describe('fault keys', () => {
  it('fault-500 answers 500 server_error', async () => {
    const res = await post('fault-500', chat(seoMessages()));
    expect(res.status).toBe(500);
    expect((await errorOf(res)).error.type).toBe('server_error');
  });

  it('fault-429 answers 429 with retry-after: 1', async () => {
    const res = await post('fault-429', chat(seoMessages(), { stream: true }));
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('1');
    expect((await errorOf(res)).error.code).toBe('rate_limit_exceeded');
  });

  it('fault-401 answers 401 invalid_api_key', async () => {
    const res = await post('fault-401', chat(seoMessages()));
    expect(res.status).toBe(401);
    expect((await errorOf(res)).error.code).toBe('invalid_api_key');
  });

  it('fault-invalid-json answers 200 with a body that is not JSON', async () => {
    const res = await post('fault-invalid-json', chat(seoMessages()));
    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow(SyntaxError);
  });

  it('fault-malformed answers 200 with content that is not the JSON asked for, streamed too', async () => {
    for (const stream of [false, true]) {
      const res = await post('fault-malformed', chat(seoMessages(), { stream }));
      const content = stream ? streamed(events(await res.text()).slice(0, -1) as Chunk[]) : await contentOf(res);
      expect(res.status).toBe(200);
      expect(content).toMatch(/^Sure! Here is what you asked for:\n\{"title":/);
      expect(() => JSON.parse(content)).toThrow(SyntaxError);
    }
  });

  it('fault-missing answers 200 with JSON missing the asked fields, streamed too', async () => {
    const seo = await contentOf(await post('fault-missing', chat(seoMessages())));
    expect(Object.keys(JSON.parse(seo))).toEqual(['title']);
    const links = events(await (await post('fault-missing', chat(linksMessages(), { stream: true }))).text());
    expect(JSON.parse(streamed(links.slice(0, -1) as Chunk[]))).toEqual({ foo: [] });
  });

  it('fault-timeout never answers, and close() still ends at once', async () => {
    const hung = await startAiProvider();
    const controller = new AbortController();
    const pending = fetch(`${hung.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: 'Bearer fault-timeout' },
      body: JSON.stringify(chat(seoMessages())),
      signal: controller.signal,
    });
    const outcome = await Promise.race([pending.then(() => 'answered'), new Promise((resolve) => setTimeout(resolve, 300, 'waiting'))]);
    expect(outcome).toBe('waiting');
    const started = Date.now();
    await hung.close();
    expect(Date.now() - started).toBeLessThan(1000);
    controller.abort();
    await expect(pending).rejects.toThrow();
  });
});

describe('what tests can see from outside', () => {
  it('counts the completion requests each key sent', async () => {
    const key = `stats-${Date.now()}`;
    expect(await stats(key)).toBe(0);
    await post(key, chat(seoMessages()));
    await post(key, chat(seoMessages(), { stream: true })).then((r) => r.text());
    expect(await stats(key)).toBe(2);
    const before = await stats('fault-500');
    await post('fault-500', chat(seoMessages()));
    expect(await stats('fault-500')).toBe(before + 1);
  });

  it('returns the last request body a key sent, so a test can check model and temperature', async () => {
    const key = `last-${Date.now()}`;
    expect((await fetch(`${provider.url}/__last/${key}`)).status).toBe(404);
    await post(key, chat(seoMessages(), { model: 'gpt-3.5-turbo', temperature: 0.2 }));
    expect(await (await fetch(`${provider.url}/__last/${key}`)).json()).toMatchObject({ model: 'gpt-3.5-turbo', temperature: 0.2 });
  });
});
