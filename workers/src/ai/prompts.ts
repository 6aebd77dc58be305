import { aiLabels, siteName, type AiGenerateInput, type AiLinksInput, type AiModifyInput, type AiSeoInput } from '@rdj/shared';

/**
 * The chat messages of the four AI calls (docs/api.md#ai). Plain functions: what is asked is tested without a provider.
 * Each is a system and a user message; the user message carries `Label: value` lines (and a closing block for
 * content), which the local sandbox reads too (sandbox/ai-provider/server.ts).
 */

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** The suffix every SEO title ends with (docs/api.md#ai). */
export const brandSuffix = ` | ${siteName}`;
/** docs/api.md#ai: links are suggested from the content's first 500 characters. */
const linksContentChars = 500;

/** `POST /seo`: a title of 50-60 characters ending with the brand suffix, a description of 150-160 with a call to action. */
export function seoPrompt(input: AiSeoInput): ChatMessage[] {
  const [primary = '', ...secondary] = input.keywords
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  return [
    {
      role: 'system',
      content: `You are an SEO expert for ${siteName}, a job board for remote designers. Answer with a JSON object only, no prose and no code fences.`,
    },
    {
      role: 'user',
      content: [
        `Write an SEO title (50-60 characters, ending with "${brandSuffix}") and a meta description (150-160 characters, ending with a call to action) for this page.`,
        'Use the primary keyword in both; work the secondary keywords in where they read naturally.',
        'Return JSON: {"title": "...", "description": "..."}',
        `Page title: ${input.title || '(none yet)'}`,
        `Primary keyword: ${primary}`,
        `Secondary keywords: ${secondary.join(', ') || '(none)'}`,
        `Path: ${input.path}`,
      ].join('\n'),
    },
  ];
}

const writerSystem =
  'You are an expert blog writer for designers looking for remote work. Write in Markdown for a rich-text editor: # for the title, ## for sections, ### for subheadings, blank lines between paragraphs, "- " for list items; no HTML, no code fences.';

/** What each content type asks for; the full blog is the template of docs/api.md#ai with 4-6 sections. */
function askFor(input: AiGenerateInput): string {
  const keyword = input.keyword;
  switch (input.contentType) {
    case 'outline':
      return `Write an outline for a blog post about "${keyword}": a # title, then 4-6 sections as ## headings, each with 2-4 bullet points of what it will cover.`;
    case 'introduction':
      return `Write the introduction of a blog post about "${keyword}": a # title and two or three paragraphs that hook the reader and say what the post will cover.`;
    case 'fullBlog':
      return [
        `Write a full blog post about "${keyword}" for readers whose intent is to ${intentGoal(input.intent)}.`,
        'Structure: a # title containing the primary keyword; an introduction of one or two paragraphs;',
        '4-6 sections, each a ## heading with paragraphs (and lists or ### subheadings where they help);',
        'a conclusion with a clear next step for the reader. At least 1000 words.',
        'Use the primary keyword in the first paragraph and naturally throughout (about 1-2% of the words); work the secondary keywords in where they fit.',
      ].join('\n');
  }
}

const intentGoals: Record<AiGenerateInput['intent'], string> = {
  learn: 'learn about the topic',
  solve: 'solve a problem',
  compare: 'compare options',
  buy: 'decide what to buy',
  entertain: 'be entertained',
};

function intentGoal(intent: AiGenerateInput['intent']): string {
  return intentGoals[intent];
}

/** `POST /generate`: the template of docs/api.md#ai with keyword and intent filled in, plus tone and style. */
export function generatePrompt(input: AiGenerateInput): ChatMessage[] {
  return [
    { role: 'system', content: writerSystem },
    {
      role: 'user',
      content: [
        askFor(input),
        `Primary keyword: ${input.keyword}`,
        `Secondary keywords: ${input.secondaryKeywords || '(none)'}`,
        `Tone: ${input.tone} (${aiLabels[input.tone]})`,
        `Intent: ${input.intent} (${aiLabels[input.intent]})`,
        `Style: ${input.style} (${aiLabels[input.style]})`,
      ].join('\n'),
    },
  ];
}

/** `POST /modify`: the content rewritten as instructed; the content goes last, as a block running to the end. */
export function modifyPrompt(input: AiModifyInput): ChatMessage[] {
  return [
    { role: 'system', content: `${writerSystem} You edit existing content exactly as instructed and answer with the whole edited content only.` },
    {
      role: 'user',
      content: [
        'Modify the content below following the instructions. Keep its Markdown structure unless the instructions say otherwise.',
        `Instructions: ${input.instructions}`,
        `Existing content:\n${input.content}`,
      ].join('\n'),
    },
  ];
}

/** `POST /links`: external links for the content's first 500 characters, as JSON with a links array. */
export function linksPrompt(input: AiLinksInput): ChatMessage[] {
  return [
    {
      role: 'system',
      content: 'You suggest authoritative external links for blog posts. Answer with a JSON object only, no prose and no code fences.',
    },
    {
      role: 'user',
      content: [
        'Suggest 3-6 external links (http or https URLs of real, reputable pages) that would support this blog post.',
        'Return JSON with a links array: {"links": [{"title": "...", "url": "https://...", "context": "the sentence or topic it supports", "type": "article, study, tool, guide or documentation", "relevanceScore": 0-100}]}',
        `Content: ${input.content.slice(0, linksContentChars)}`,
      ].join('\n'),
    },
  ];
}
