import { descriptionLengthStatus, titleLengthStatus } from '@rdj/shared';
import { describe, expect, it } from 'vitest';
import { answerText, brandSuffix, malformedText, missingText } from './answers';
import { readPrompt } from './prompt';
import { generateMessages, linksMessages, modifyMessages, seoMessages } from './test/sample-prompts';

const wordsOf = (html: string) => html.replace(/<[^>]*>/g, ' ').split(/\s+/).filter(Boolean);

describe('the SEO answer', () => {
  it.each([
    'graphic design jobs, remote graphic design jobs, remote design jobs',
    'ux',
    'product designer, figma, design systems',
    'remote interior design jobs',
    'a'.repeat(120),
    'supercalifragilistic expialidocious designers, x',
  ])('is JSON with an optimal title ending with the brand and an optimal description ending with a call to action, for %j', (keywords) => {
    const answer = JSON.parse(answerText(readPrompt(seoMessages(keywords))));
    expect(Object.keys(answer)).toEqual(['title', 'description']);
    expect(answer.title.endsWith(brandSuffix)).toBe(true);
    expect(titleLengthStatus(answer.title.length)).toBe('optimal');
    expect(descriptionLengthStatus(answer.description.length)).toBe('optimal');
    expect(answer.description).toMatch(/apply today!$/);
  });

  it('is built from the primary keyword', () => {
    const answer = JSON.parse(answerText(readPrompt(seoMessages('product designer, figma'))));
    expect(answer.title).toBe('Product Designer Jobs & Figma | Remote Design Jobs');
    expect(answer.description).toContain('product designer jobs plus figma roles');
  });

  it('is the same for the same request', () => {
    expect(answerText(readPrompt(seoMessages()))).toBe(answerText(readPrompt(seoMessages())));
  });
});

describe('the blog post answer', () => {
  it('has an H1 and 4-6 H2 sections about the primary keyword, over 300 words', () => {
    for (const keyword of ['ux portfolio', 'ui', 'design systems for remote teams', 'figma']) {
      const html = answerText(readPrompt(generateMessages(keyword)));
      expect(html.match(/<h1>/g)).toHaveLength(1);
      const sections = html.match(/<h2>[^<]*<\/h2>/g) ?? [];
      expect(sections.length).toBeGreaterThanOrEqual(4);
      expect(sections.length).toBeLessThanOrEqual(6);
      expect(wordsOf(html).length).toBeGreaterThan(300);
      expect(html.toLowerCase().split(keyword).length - 1).toBeGreaterThanOrEqual(sections.length);
    }
  });

  it('follows the tone, the intent and an exact number of sections', () => {
    const html = answerText(readPrompt(generateMessages('ux portfolio', 'Write a full blog post with 5 sections.')));
    expect(html.match(/<h2>/g)).toHaveLength(5);
    expect(html).toContain('a professional look at ux portfolio');
    expect(html).toContain('solve a specific problem');
  });

  it('is Markdown when the request asks for Markdown', () => {
    const text = answerText(readPrompt(generateMessages('ux portfolio', 'Write a full blog post with 4-6 sections, in Markdown.')));
    expect(text).toMatch(/^# Ux Portfolio/);
    expect(text).toContain('\n## Final Thoughts on Ux Portfolio\n');
    expect(text).not.toContain('<p>');
  });

  it('escapes markup in the keyword', () => {
    expect(answerText(readPrompt(generateMessages('<script>x</script>')))).not.toContain('<script>');
  });
});

describe('the modify answer', () => {
  it('puts a sentence naming the instructions before the existing HTML', () => {
    expect(answerText(readPrompt(modifyMessages()))).toBe(
      '<p>Edited as requested: Make it friendlier.</p>\n<h1>Remote work</h1>\n<p>Working remotely needs clear habits.</p>',
    );
  });

  it('keeps plain text plain', () => {
    expect(answerText(readPrompt(modifyMessages('Plain words.')))).toBe('Edited as requested: Make it friendlier.\n\nPlain words.');
  });
});

describe('the links answer', () => {
  it('is JSON with four https links and one javascript: link, each with every field', () => {
    const { links } = JSON.parse(answerText(readPrompt(linksMessages())));
    expect(links).toHaveLength(5);
    expect(links.filter((l: { url: string }) => l.url.startsWith('https://'))).toHaveLength(4);
    expect(links.filter((l: { url: string }) => l.url.startsWith('javascript:'))).toHaveLength(1);
    for (const link of links) {
      expect(Object.keys(link).sort()).toEqual(['context', 'relevanceScore', 'title', 'type', 'url']);
      expect(link.relevanceScore).toBeGreaterThan(0);
      expect(link.relevanceScore).toBeLessThanOrEqual(100);
    }
    expect(links[0].context).toContain('"Your UX portfolio is the first thing a');
  });
});

describe('the faulty answers', () => {
  it('malformed: JSON asked for does not parse', () => {
    for (const messages of [seoMessages(), linksMessages()]) {
      expect(() => JSON.parse(malformedText(readPrompt(messages)))).toThrow(SyntaxError);
    }
  });

  it('missing: valid JSON without the asked fields, an empty text for text prompts', () => {
    expect(Object.keys(JSON.parse(missingText(readPrompt(seoMessages()))))).toEqual(['title']);
    expect(JSON.parse(missingText(readPrompt(linksMessages())))).toEqual({ foo: [] });
    expect(missingText(readPrompt(generateMessages()))).toBe('');
  });
});
