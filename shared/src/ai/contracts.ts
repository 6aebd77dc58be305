import { z } from '../zod';

/**
 * What the AI assistant's screens and `/api/admin/ai/…` exchange (docs/admin.md#ai-content-assistant, docs/api.md#ai). Every call goes through
 * the gateway worker; the browser never holds a provider key.
 */

/** The blog assistant's presets (docs/admin.md#ai-content-assistant). The first of each list is not the default; see `aiDefaults`. */
export const aiTones = ['professional', 'conversational', 'educational', 'entertaining', 'persuasive', 'empathetic'] as const;
export const aiStyles = [
  'regularBlog',
  'howTo',
  'listicle',
  'interview',
  'caseStudy',
  'tutorial',
  'comparison',
  'storytelling',
] as const;
export const aiIntents = ['learn', 'solve', 'compare', 'buy', 'entertain'] as const;
export const aiContentTypes = ['fullBlog', 'outline', 'introduction'] as const;

export const aiDefaults = { tone: 'conversational', style: 'regularBlog', intent: 'learn', contentType: 'fullBlog' } as const;

/** What each preset reads as in the assistant's selects. */
export const aiLabels: Record<string, string> = {
  professional: 'Professional',
  conversational: 'Conversational',
  educational: 'Educational',
  entertaining: 'Entertaining',
  persuasive: 'Persuasive',
  empathetic: 'Empathetic',
  regularBlog: 'Regular',
  howTo: 'How-to',
  listicle: 'Listicle',
  interview: 'Interview',
  caseStudy: 'Case study',
  tutorial: 'Tutorial',
  comparison: 'Comparison',
  storytelling: 'Storytelling',
  learn: 'Learn',
  solve: 'Solve a problem',
  compare: 'Compare',
  buy: 'Buy',
  entertain: 'Entertain',
  fullBlog: 'Full blog post',
  outline: 'Outline',
  introduction: 'Introduction',
};

export const aiMessages = {
  enterKeyword: 'Please enter a primary keyword',
  modifyNeeds: 'Please enter instructions and have content to modify',
  generateFailed: 'Failed to generate content. Please try again.',
  modifyFailed: 'Failed to modify content. Please try again.',
  linksFailed: 'Failed to generate links. Please try again.',
  addKeywords: 'Please add keywords first',
  missingFields: 'Missing title or description in AI response',
} as const;

/** `POST /api/admin/ai/generate`: a blog post from a keyword (temperature 0.8). Streams (see `AiStreamLine`). */
export const aiGenerateInput = z.object({
  keyword: z.string().trim().min(1, aiMessages.enterKeyword).max(200),
  secondaryKeywords: z.string().trim().max(500).default(''),
  tone: z.enum(aiTones).default(aiDefaults.tone),
  style: z.enum(aiStyles).default(aiDefaults.style),
  intent: z.enum(aiIntents).default(aiDefaults.intent),
  contentType: z.enum(aiContentTypes).default(aiDefaults.contentType),
});
export type AiGenerateInput = z.infer<typeof aiGenerateInput>;

/** `POST /api/admin/ai/modify`: the content rewritten as instructed (temperature 0.7). Streams. */
export const aiModifyInput = z.object({
  instructions: z.string().trim().min(1, aiMessages.modifyNeeds).max(2000),
  content: z.string().trim().min(1, aiMessages.modifyNeeds).max(100_000),
});
export type AiModifyInput = z.infer<typeof aiModifyInput>;

/** `POST /api/admin/ai/links`: external links for the content's first 500 characters (temperature 0.6). */
export const aiLinksInput = z.object({ content: z.string().trim().min(1, 'Write some content first').max(100_000) });
export type AiLinksInput = z.infer<typeof aiLinksInput>;

/** A suggested external link (docs/data.md#ai-suggested-link); only http(s) URLs are ever answered. */
export interface AiLink {
  title: string;
  url: string;
  context: string;
  type: string;
  /** 0-100. */
  relevanceScore: number;
}

/** `POST /api/admin/ai/seo`: a title and description for one of the SEO manager's pages (gpt-3.5-turbo, 0.2). */
export const aiSeoInput = z.object({
  path: z.string().min(1).max(200),
  title: z.string().trim().max(200).default(''),
  keywords: z
    .string()
    .trim()
    .max(500)
    .refine((k) => k.split(',').some((w) => w.trim() !== ''), aiMessages.addKeywords),
});
export type AiSeoInput = z.infer<typeof aiSeoInput>;

export interface AiSeoAnswer {
  title: string;
  description: string;
}

/**
 * The streamed answer of generate and modify: `application/x-ndjson`, one JSON object per line: text as it is
 * generated, then `done`, or an `error` (the provider failed midway; the text so far is kept by the client).
 */
export type AiStreamLine = { delta: string } | { done: true } | { error: { code: string; message: string } };
