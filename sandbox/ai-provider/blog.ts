/**
 * The sandbox's blog post: an H1, an introduction and 4-6 H2 sections (the full blog post of
 * docs/admin.md#ai-content-assistant) about the primary keyword, in the tone and for the intent the prompt names, as
 * HTML unless the prompt asks for Markdown. Long enough (over 300 words) for the editor's SEO score to treat it as a
 * real post.
 */
import type { Prompt } from './prompt';
import { capitalised, escapeHtml, hashOf, listOf } from './text';

const defaultTone = 'conversational';
const defaultIntent = 'learn';

const intentGoals: Record<string, string> = {
  learn: 'learn the essentials and build a solid foundation',
  solve: 'solve a specific problem they face at work',
  compare: 'compare their options before they commit',
  buy: 'choose the right tools and services with confidence',
  entertain: 'enjoy a lighter read with useful ideas inside',
};

interface Section {
  heading: string;
  paragraphs: [string, string];
}

/** The primary keyword: a keyword label, else the first of the keywords, else a quoted phrase, else a default. */
export function primaryKeywordOf(prompt: Prompt): string {
  const quoted = /"([^"\n]{2,80})"/.exec(prompt.request)?.[1];
  return prompt.fields.keyword ?? listOf(prompt.fields.keywords)[0] ?? quoted ?? 'remote design';
}

/** "N sections" or "N-M sections" in the request (2 to 6 are written); 4-6, the full blog post of docs/admin.md#ai-content-assistant, when it names none. */
function sectionCount(request: string, keyword: string): number {
  const range = /(\d+)\s*(?:-|–|to)\s*(\d+)\s+(?:\w+\s+)?sections/i.exec(request);
  const exact = /(\d+)\s+(?:\w+\s+)?sections/i.exec(request);
  const [low, high] = range ? [Number(range[1]), Number(range[2])] : exact ? [Number(exact[1]), Number(exact[1])] : [4, 6];
  const min = Math.min(Math.max(Math.min(low, high), 2), 6);
  const max = Math.min(Math.max(low, high, min), 6);
  return min + (hashOf(keyword) % (max - min + 1));
}

function sections(k: string, K: string): Section[] {
  return [
    {
      heading: `What ${K} Means for Remote Designers`,
      paragraphs: [
        `At its core, ${k} is about doing thoughtful design work that holds up when your team is spread across time zones. It shapes how you plan, how you share progress and how clients judge the results you deliver.`,
        `Remote work removes the quick chat at a colleague's desk, so the habits behind ${k} have to be deliberate. Clear written notes, visible files and steady feedback loops replace what an office used to provide for free.`,
      ],
    },
    {
      heading: `Why ${K} Matters Right Now`,
      paragraphs: [
        `Hiring managers now compare designers from every region, and ${k} is one of the signals they look for first. A portfolio that shows it clearly earns more interviews than one that only shows polished final screens.`,
        `Teams also move faster than they did a few years ago. Designers who understand ${k} keep projects moving without waiting for meetings, which makes them easier to trust with bigger and more visible work.`,
      ],
    },
    {
      heading: `How to Get Started with ${K}`,
      paragraphs: [
        `Start small: pick one current project and write down how ${k} applies to it. Share that note with a teammate or a mentor, ask what is missing, and adjust before you take on anything larger.`,
        `Next, set aside a fixed hour each week to practise. Rebuild an old case study, review a public design system, or pair with another designer online. Regular practice turns ${k} into a habit rather than a chore.`,
      ],
    },
    {
      heading: `Tools and Habits That Support ${K}`,
      paragraphs: [
        `Good tools make ${k} easier but never replace judgement. A shared design file, a simple task board and a place for written decisions cover most needs, and they keep everyone looking at the same version.`,
        `Habits matter even more than software. Summarise each working session in a few lines, name files consistently, and close every review with clear next steps so nobody has to guess what happens tomorrow.`,
      ],
    },
    {
      heading: `Common ${K} Mistakes to Avoid`,
      paragraphs: [
        `The most common mistake is treating ${k} as a one-off task instead of an ongoing practice. Another is hiding work until it feels finished, which leaves colleagues without the context they need to help.`,
        `Watch out for overloading people with updates as well. Short, regular messages beat long reports that nobody reads, and a quick screen recording often explains a design decision better than a page of text.`,
      ],
    },
  ];
}

function conclusion(k: string, K: string, tone: string): Section {
  return {
    heading: `Final Thoughts on ${K}`,
    paragraphs: [
      `Getting better at ${k} takes steady effort, but every improvement shows in your work and in how teams experience working with you. Keep the ${tone} spirit of this guide and return to it whenever you start a new project.`,
      `If you are looking for your next role, browse the latest remote design jobs, update your portfolio with what you have learned, and apply to the companies whose work excites you most.`,
    ],
  };
}

function titleOf(K: string, style: string, count: number): string {
  if (/how[\s-]?to|tutorial/i.test(style)) return `How to Master ${K}: A Practical Guide for Remote Designers`;
  if (/list/i.test(style)) return `${count} Things Every Remote Designer Should Know About ${K}`;
  return `${K}: A Complete Guide for Remote Designers`;
}

/** The blog post the generate prompt asks for. */
export function blogPost(prompt: Prompt): string {
  const k = primaryKeywordOf(prompt);
  const K = capitalised(k);
  const tone = (prompt.fields.tone ?? defaultTone).toLowerCase();
  const intent = (prompt.fields.intent ?? defaultIntent).toLowerCase();
  const count = sectionCount(prompt.request, k);
  const chosen = sections(k, K).slice(0, count - 1);
  const all = [...chosen, conclusion(k, K, tone)];
  const title = titleOf(K, prompt.fields.style ?? '', count);
  const intro = `If you work as a remote designer, ${k} is worth understanding well. This guide takes a ${tone} look at ${k} for readers who want to ${intentGoals[intent] ?? 'learn more'}. It covers what it means, why it matters, how to begin and which habits help you keep improving, with practical advice you can use on your next project.`;

  if (/\bmarkdown\b/i.test(prompt.request)) {
    return [`# ${title}`, intro, ...all.flatMap((s) => [`## ${s.heading}`, ...s.paragraphs])].join('\n\n') + '\n';
  }
  const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
  return [`<h1>${escapeHtml(title)}</h1>`, p(intro), ...all.flatMap((s) => [`<h2>${escapeHtml(s.heading)}</h2>`, ...s.paragraphs.map(p)])].join('\n') + '\n';
}
