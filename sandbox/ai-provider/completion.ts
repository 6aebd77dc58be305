/** The OpenAI chat-completions answer shapes: a whole completion, and the chunks of a streamed one. */

export type FinishReason = 'stop' | 'length';

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export interface Meta {
  id: string;
  created: number;
  model: string;
}

/** About four characters a token, as OpenAI's own rule of thumb; enough for usage figures and max_tokens. */
function tokensOf(text: string): number {
  return Math.ceil(text.length / 4);
}

export function usageOf(promptText: string, content: string): Usage {
  const prompt = tokensOf(promptText);
  const completion = tokensOf(content);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

/** `content` cut to `maxTokens` when the request set a limit it exceeds, with the finish reason that says so. */
export function limited(content: string, maxTokens: number | undefined): { content: string; finish: FinishReason } {
  if (maxTokens === undefined || tokensOf(content) <= maxTokens) return { content, finish: 'stop' };
  return { content: Array.from(content).slice(0, maxTokens * 4).join(''), finish: 'length' };
}

export function completion(meta: Meta, content: string, finish: FinishReason, usage: Usage) {
  return {
    id: meta.id,
    object: 'chat.completion',
    created: meta.created,
    model: meta.model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: finish }],
    usage,
    system_fingerprint: null,
  };
}

export function chunk(meta: Meta, delta: Record<string, unknown>, finish: FinishReason | null, usage?: Usage | null) {
  return {
    id: meta.id,
    object: 'chat.completion.chunk',
    created: meta.created,
    model: meta.model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    ...(usage === undefined ? {} : { usage }),
  };
}

/** The closing chunk of `stream_options.include_usage`: no choices, the usage. */
export function usageChunk(meta: Meta, usage: Usage) {
  return { id: meta.id, object: 'chat.completion.chunk', created: meta.created, model: meta.model, choices: [], usage };
}

/**
 * `text` in about `count` pieces that join back to it, each ending after a space where one is near, so a preview
 * grows word by word as a real model's would. Whole characters only (no split surrogate pairs).
 */
export function pieces(text: string, count: number): string[] {
  const chars = Array.from(text);
  const size = Math.max(1, Math.ceil(chars.length / count));
  const out: string[] = [];
  let at = 0;
  while (at < chars.length) {
    let end = Math.min(chars.length, at + size);
    const space = chars.indexOf(' ', end);
    if (end < chars.length && space !== -1 && space - end < 16) end = space + 1;
    out.push(chars.slice(at, end).join(''));
    at = end;
  }
  return out;
}

/** How many pieces a streamed answer comes in: a few for a short JSON answer, up to 24 for a blog post. */
export function pieceCount(text: string): number {
  return Math.min(24, Math.max(4, Math.ceil(text.length / 120)));
}
