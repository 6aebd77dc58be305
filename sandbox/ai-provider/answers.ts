/**
 * The text the sandbox answers for each kind of prompt (see `server.ts` for the rules), and the text of the two
 * faults that answer 200: `fault-malformed` and `fault-missing`.
 */
import { seoDescriptionMax, seoDescriptionMin, seoTitleMax, seoTitleMin, siteName, slugify } from '@rdj/shared';
import { blogPost, primaryKeywordOf } from './blog';
import type { Prompt } from './prompt';
import { capitalised, escapeHtml, listOf } from './text';

export const brandSuffix = ` | ${siteName}`;
const callToAction = 'Browse the latest listings and apply today!';

export interface SuggestedLink {
  title: string;
  url: string;
  context: string;
  type: string;
  relevanceScore: number;
}

/**
 * `text` made between `min` and `max` characters: cut after the last whole word that fits (or inside a word too
 * long to fit), then lengthened with filler words (none longer than `max - min`, so one always fits while the text
 * is short of `min`).
 */
function fitted(text: string, min: number, max: number, fillers: string[]): string {
  let out = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = out ? `${out} ${word}` : word;
    if (next.length > max) {
      // A word too long to fit whole is cut rather than left short of `min`.
      if (out.length < min) out = next.slice(0, max);
      break;
    }
    out = next;
  }
  out = out.replace(/[\s.,;:–-]+$/, '');
  for (const filler of fillers) {
    if (out.length >= min) break;
    if (!out.toLowerCase().includes(filler.toLowerCase()) && out.length + 1 + filler.length <= max) out = `${out} ${filler}`;
  }
  return out;
}

const titleFillers = ['Hiring Now', 'Worldwide', 'Remote', 'Careers', 'Openings', 'Roles', 'Curated', 'Vetted', 'Daily', 'Top', 'New', 'Board'];
const descriptionFillers = ['worldwide', 'online', 'remotely', 'daily', 'and more', 'right now', 'for you'];

/** The primary keyword and the secondary ones: from a keywords list, else the labelled keyword, else the page title. */
function seoKeywords(prompt: Prompt): [string, string[]] {
  const listed = listOf(prompt.fields.keywords);
  const all = listed.length > 0 ? listed : [prompt.fields.keyword ?? prompt.fields.pageTitle ?? 'remote design', ...listOf(prompt.fields.secondary)];
  return [all[0]!, all.slice(1)];
}

/** `{title, description}`: a 50-60 character title ending with the brand, a 150-160 character description ending with a call to action. */
function seoSuggestion(prompt: Prompt): { title: string; description: string } {
  const [primary, secondary] = seoKeywords(prompt);
  const jobs = /\bjobs?$/i.test(primary) ? '' : ' Jobs';
  const [min, max] = [seoTitleMin - brandSuffix.length, seoTitleMax - brandSuffix.length];
  const head = `${capitalised(primary)}${jobs}`;
  // The first secondary keyword joins the title only when it fits whole.
  const withSecondary = secondary[0] ? `${head} & ${capitalised(secondary[0])}` : head;
  const title = fitted(withSecondary.length <= max ? withSecondary : head, min, max, titleFillers) + brandSuffix;
  const also = secondary.length > 0 ? ` plus ${secondary.map((k) => (/\bjobs?$/i.test(k) ? k : `${k} roles`)).join(', ')}` : '';
  const remote = /^remote\b/i.test(primary) ? '' : 'remote ';
  const sentence = `Find ${remote}${primary}${jobs.toLowerCase()}${also} from vetted employers hiring designers worldwide, with new openings added every day for every level of experience`;
  const tail = `. ${callToAction}`;
  const body = fitted(sentence, seoDescriptionMin - tail.length, seoDescriptionMax - tail.length, descriptionFillers);
  return { title, description: body + tail };
}

/** 4 https links about the keyword and, in the middle, one `javascript:` link a worker must drop. */
function suggestedLinks(prompt: Prompt): SuggestedLink[] {
  const keyword = prompt.fields.keyword ?? listOf(prompt.fields.keywords)[0] ?? prompt.fields.pageTitle ?? primaryKeywordOf(prompt);
  const K = capitalised(keyword);
  const slug = encodeURIComponent(slugify(keyword.trim()).replace(/-+/g, '-') || 'design');
  const passage = (prompt.fields.content ?? '').replace(/<[^>]*>/g, ' ').split(/\s+/).filter(Boolean).slice(0, 8).join(' ');
  const context = (why: string) => (passage ? `${why} where the post says "${passage}…"` : `${why} in a post about ${keyword}`);
  return [
    { title: `The Complete Guide to ${K}`, url: `https://www.example.com/guides/${slug}`, context: context('Background reading'), type: 'guide', relevanceScore: 95 },
    { title: `${K}: Research and Statistics`, url: `https://research.example.org/${slug}-statistics`, context: context('Supporting data'), type: 'research', relevanceScore: 88 },
    { title: `${K} Toolkit`, url: 'javascript:alert(document.cookie)', context: context('A tool to try'), type: 'tool', relevanceScore: 81 },
    { title: `Case Study: ${K} in a Remote Team`, url: `https://blog.example.net/case-studies/${slug}`, context: context('A worked example'), type: 'case study', relevanceScore: 76 },
    { title: `${K} Resources for Designers`, url: `https://example.com/resources/${slug}?ref=rdj`, context: context('Further resources'), type: 'resource', relevanceScore: 70 },
  ];
}

/** The existing content with one sentence before it naming the instructions, as HTML when the content is HTML. */
function modifiedContent(prompt: Prompt): string {
  const content = prompt.fields.existing ?? prompt.fields.content ?? '';
  const instructions = (prompt.fields.instructions ?? '').trim().replace(/[.!\s]+$/, '');
  const note = instructions ? `Edited as requested: ${instructions}.` : 'Edited as requested.';
  return content.trimStart().startsWith('<') ? `<p>${escapeHtml(note)}</p>\n${content}` : `${note}\n\n${content}`;
}

/** The content of the answer to `prompt`. */
export function answerText(prompt: Prompt): string {
  switch (prompt.kind) {
    case 'seo':
      return JSON.stringify(seoSuggestion(prompt));
    case 'links':
      return JSON.stringify({ links: suggestedLinks(prompt) });
    case 'modify':
      return modifiedContent(prompt);
    case 'generate':
      return blogPost(prompt);
    case 'other': {
      const first = prompt.lastUser.trim().split('\n')[0]!.slice(0, 200);
      return `This is the sandbox AI provider answering: ${first}`;
    }
  }
}

/** `fault-malformed`: prose and the answer cut off half-way, so JSON asked for does not parse. */
export function malformedText(prompt: Prompt): string {
  const whole = answerText(prompt);
  return `Sure! Here is what you asked for:\n${whole.slice(0, Math.ceil(whole.length / 2))}`;
}

/** `fault-missing`: valid JSON without the asked fields for JSON prompts; an empty text for the others. */
export function missingText(prompt: Prompt): string {
  if (prompt.kind === 'seo') return JSON.stringify({ title: seoSuggestion(prompt).title });
  if (prompt.kind === 'links') return JSON.stringify({ foo: [] });
  return '';
}
