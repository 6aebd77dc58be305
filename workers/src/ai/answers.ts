import { aiMessages, type AiLink, type AiSeoAnswer } from '@rdj/shared';
import { invalidAnswer } from './client';

/** Reading the model's JSON answers (docs/api.md#ai). Pure: tested without a provider. */

/**
 * The JSON object in a model's text: the text itself, or inside code fences, or from its first `{` to its last `}`
 * (models add a sentence now and then). Null when none parses.
 */
export function jsonIn(text: string): Record<string, unknown> | null {
  const trimmed = text.trim();
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(trimmed)?.[1];
  const start = trimmed.indexOf('{');
  const end = trimmed.lastIndexOf('}');
  const candidates = [trimmed, fenced, start >= 0 && end > start ? trimmed.slice(start, end + 1) : undefined];
  for (const candidate of candidates) {
    if (candidate === undefined) continue;
    try {
      const value: unknown = JSON.parse(candidate);
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // Try the next reading.
    }
  }
  return null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The SEO title and description, or 502 "Missing title or description in AI response". */
export function seoAnswerOf(content: string): AiSeoAnswer {
  const json = jsonIn(content);
  const title = text(json?.title);
  const description = text(json?.description);
  if (!title || !description) throw invalidAnswer(aiMessages.missingFields);
  return { title, description };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A relevance score as a whole number in 0-100; 0 when the model gave none. */
export function clampRelevance(value: unknown): number {
  const score = typeof value === 'number' ? value : Number.parseFloat(text(value));
  return Number.isFinite(score) ? Math.round(Math.min(100, Math.max(0, score))) : 0;
}

const noLinksMessage = 'The AI answer was not JSON with a links array. Please try again.';

/** The suggested links: http(s) URLs only, each with a title, relevance clamped to 0-100; 502 without a links array. */
export function linksAnswerOf(content: string): AiLink[] {
  const links = jsonIn(content)?.links;
  if (!Array.isArray(links)) throw invalidAnswer(noLinksMessage);
  return links.flatMap((item: unknown): AiLink[] => {
    if (typeof item !== 'object' || item === null) return [];
    const link = item as Record<string, unknown>;
    const url = text(link.url);
    const title = text(link.title);
    if (!title || !isHttpUrl(url)) return [];
    return [{ title, url, context: text(link.context), type: text(link.type), relevanceScore: clampRelevance(link.relevanceScore) }];
  });
}
