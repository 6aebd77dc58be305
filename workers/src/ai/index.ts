import {
  aiGenerateInput,
  aiLinksInput,
  aiModifyInput,
  aiSeoInput,
  type AiLink,
  type AiSeoAnswer,
} from '@rdj/shared';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { jsonBody } from '../http/validate';
import { linksAnswerOf, seoAnswerOf } from './answers';
import { aiClient, AiError, invalidAnswer, providerError, sharedOptions, type AiConfig } from './client';
import { generatePrompt, linksPrompt, modifyPrompt, seoPrompt, type ChatMessage } from './prompts';
import { emptyAnswerMessage, streamedAnswer } from './stream';

/** Temperatures of the four calls (docs/api.md#ai). */
const temperatures = { seo: 0.2, generate: 0.8, modify: 0.7, links: 0.6 } as const;
/** Seconds an admin past `AI_LIMITER` is told to wait (its period). */
const limiterPeriodSeconds = 60;

/** Modify sends the whole content: room for 100,000 characters of it (`aiModifyInput`), in UTF-8, and the instructions. */
const modifyBodyBytes = 512 * 1024;

/** The per-admin limit (`AI_LIMITER`, keyed by the user id); 429 `rate_limited` past it. */
async function withinLimit(c: Context<AppEnv>): Promise<void> {
  const { success } = await c.env.AI_LIMITER.limit({ key: c.get('user').id });
  if (!success) {
    throw new AiError(429, 'rate_limited', 'Too many AI requests; wait a minute and try again.', limiterPeriodSeconds);
  }
}

/** Checked input, the admin's limit, then the configured client: a bad request costs nothing of either. */
async function prepare(c: Context<AppEnv>): Promise<AiConfig> {
  const config = aiClient(c.env);
  await withinLimit(c);
  return config;
}

/** A whole (not streamed) answer's text; an answer that is not a chat completion is the provider's fault. */
async function completionText(config: AiConfig, model: string, temperature: number, messages: ChatMessage[]): Promise<string> {
  try {
    const answer = await config.client.chat.completions.create({ model, temperature, messages, ...sharedOptions });
    const content: unknown = answer?.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || !content.trim()) throw invalidAnswer(emptyAnswerMessage);
    return content;
  } catch (error) {
    throw providerError(error);
  }
}

/** `/api/admin/ai` (docs/api.md#ai), behind the admin session guard. */
export const aiAdmin = new Hono<AppEnv>()
  .post('/seo', async (c) => {
    const input = await jsonBody(c, aiSeoInput);
    const config = await prepare(c);
    const content = await completionText(config, config.seoModel, temperatures.seo, seoPrompt(input));
    return c.json<AiSeoAnswer>(seoAnswerOf(content));
  })
  .post('/generate', async (c) => {
    const input = await jsonBody(c, aiGenerateInput);
    const config = await prepare(c);
    const params = { model: config.model, temperature: temperatures.generate, messages: generatePrompt(input), ...sharedOptions };
    return streamedAnswer(config.client, params);
  })
  .post('/modify', async (c) => {
    const input = await jsonBody(c, aiModifyInput, modifyBodyBytes);
    const config = await prepare(c);
    const params = { model: config.model, temperature: temperatures.modify, messages: modifyPrompt(input), ...sharedOptions };
    return streamedAnswer(config.client, params);
  })
  .post('/links', async (c) => {
    const input = await jsonBody(c, aiLinksInput, modifyBodyBytes);
    const config = await prepare(c);
    const content = await completionText(config, config.model, temperatures.links, linksPrompt(input));
    return c.json<{ links: AiLink[] }>({ links: linksAnswerOf(content) });
  });
