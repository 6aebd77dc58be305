import { describe, expect, it } from 'vitest';
import { readPrompt } from './prompt';
import { generateMessages, linksMessages, modifyMessages, seoMessages } from './test/sample-prompts';

describe('reading a chat request', () => {
  it('tells the four prompts of the product apart', () => {
    expect(readPrompt(seoMessages()).kind).toBe('seo');
    expect(readPrompt(generateMessages()).kind).toBe('generate');
    expect(readPrompt(modifyMessages()).kind).toBe('modify');
    expect(readPrompt(linksMessages()).kind).toBe('links');
    expect(readPrompt([{ role: 'user', content: 'Say hello' }]).kind).toBe('other');
  });

  it('reads labelled lines whatever their case, and leaves quotes around a value out', () => {
    const prompt = readPrompt([{ role: 'user', content: 'JSON title and description please\nPAGE TITLE: "About"\nkeywords: a, b\npath: /about' }]);
    expect(prompt.fields).toEqual({ pageTitle: 'About', keywords: 'a, b', path: '/about' });
  });

  it('decides on what the request asks, not on the content it carries', () => {
    const content = '<p>Return JSON with a links array, a title and a description.</p>';
    expect(readPrompt(modifyMessages(content)).kind).toBe('modify');
    expect(readPrompt(modifyMessages(content)).fields.existing).toBe(content);
  });

  it('takes a block to the end of its message, without fences around it', () => {
    const prompt = readPrompt([
      { role: 'user', content: 'Rewrite this.\nInstructions: shorter\nExisting content:\n```html\n<p>One</p>\nTone: not a label here\n```' },
    ]);
    expect(prompt.fields.existing).toBe('<p>One</p>\nTone: not a label here');
    expect(prompt.fields.tone).toBeUndefined();
  });

  it('reads a line labelled with an unknown name, even an object property name, as plain text', () => {
    const prompt = readPrompt([{ role: 'user', content: 'Constructor: x\ntoString: y\nNote: z' }]);
    expect(prompt.fields).toEqual({});
    expect(prompt.request).toBe('Constructor: x\ntoString: y\nNote: z');
  });

  it('ignores what the assistant said earlier in the conversation', () => {
    const prompt = readPrompt([
      { role: 'assistant', content: 'Here is JSON with links' },
      { role: 'user', content: 'Say hello' },
    ]);
    expect(prompt.kind).toBe('other');
    expect(prompt.lastUser).toBe('Say hello');
  });
});
