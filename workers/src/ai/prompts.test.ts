import { aiGenerateInput } from '@rdj/shared';
import { describe, expect, it } from 'vitest';
import { brandSuffix, generatePrompt, linksPrompt, modifyPrompt, seoPrompt } from './prompts';

const userOf = (messages: { role: string; content: string }[]) => messages.find((m) => m.role === 'user')!.content;

describe('the AI prompts', () => {
  it('SEO: asks for JSON title and description with the brand suffix, from the first keyword as primary', () => {
    const user = userOf(seoPrompt({ path: '/about', title: 'About', keywords: ' one , two,three ' }));
    expect(user).toContain('JSON');
    expect(user).toContain(brandSuffix);
    expect(user).toContain('Primary keyword: one');
    expect(user).toContain('Secondary keywords: two, three');
    expect(user).toContain('Path: /about');
  });

  it('generate: the defaults give the full-blog template with 4-6 sections, conversational and regular', () => {
    const user = userOf(generatePrompt(aiGenerateInput.parse({ keyword: 'figma' })));
    expect(user).toContain('4-6 sections');
    expect(user).toContain('Tone: conversational');
    expect(user).toContain('Intent: learn');
    expect(user).toContain('Style: regularBlog');
    expect(user).not.toMatch(/json/i);
  });

  it('generate: an outline and an introduction ask for those, not a full post', () => {
    expect(userOf(generatePrompt(aiGenerateInput.parse({ keyword: 'figma', contentType: 'outline' })))).toContain('outline');
    expect(userOf(generatePrompt(aiGenerateInput.parse({ keyword: 'figma', contentType: 'introduction' })))).toContain('introduction');
  });

  it('modify: the instructions, then the existing content to the end of the message', () => {
    const user = userOf(modifyPrompt({ instructions: 'Shorter', content: '<p>Hi</p>' }));
    expect(user).toContain('Instructions: Shorter');
    expect(user.endsWith('Existing content:\n<p>Hi</p>')).toBe(true);
  });

  it('links: asks for JSON with a links array from the first 500 characters only', () => {
    const user = userOf(linksPrompt({ content: `${'a'.repeat(500)}TAIL` }));
    expect(user).toContain('links array');
    expect(user).toContain('a'.repeat(500));
    expect(user).not.toContain('TAIL');
  });
});
