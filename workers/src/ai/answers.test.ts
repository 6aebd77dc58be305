import { aiMessages } from '@rdj/shared';
import { describe, expect, it } from 'vitest';
import { clampRelevance, jsonIn, linksAnswerOf, seoAnswerOf } from './answers';

describe('reading the model answers', () => {
  it('finds the JSON object in plain text, in code fences and after a sentence', () => {
    expect(jsonIn('{"a":1}')).toEqual({ a: 1 });
    expect(jsonIn('```json\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(jsonIn('Sure! Here it is: {"a":1}')).toEqual({ a: 1 });
    expect(jsonIn('Sure! {"a":')).toBeNull();
    expect(jsonIn('[1,2]')).toBeNull();
  });

  it('takes a trimmed title and description, or refuses with "Missing title or description in AI response"', () => {
    expect(seoAnswerOf('{"title":" T ","description":"D"}')).toEqual({ title: 'T', description: 'D' });
    expect(() => seoAnswerOf('{"title":"T"}')).toThrow(aiMessages.missingFields);
    expect(() => seoAnswerOf('{"title":"T","description":""}')).toThrow(aiMessages.missingFields);
    expect(() => seoAnswerOf('not json')).toThrow(aiMessages.missingFields);
  });

  it('keeps only links with a title and an http(s) url, relevance clamped to a whole number in 0-100', () => {
    const links = linksAnswerOf(
      JSON.stringify({
        links: [
          { title: 'A', url: 'https://a.example/x', context: 'c', type: 'guide', relevanceScore: 140 },
          { title: 'B', url: 'javascript:alert(1)', relevanceScore: 50 },
          { title: 'C', url: 'http://c.example', relevanceScore: '-3' },
          { title: '', url: 'https://d.example' },
          { title: 'E', url: 'ftp://e.example' },
          'not an object',
        ],
      }),
    );
    expect(links).toEqual([
      { title: 'A', url: 'https://a.example/x', context: 'c', type: 'guide', relevanceScore: 100 },
      { title: 'C', url: 'http://c.example', context: '', type: '', relevanceScore: 0 },
    ]);
    expect(clampRelevance(72.6)).toBe(73);
    expect(clampRelevance(undefined)).toBe(0);
  });

  it('refuses an answer without a links array', () => {
    expect(() => linksAnswerOf('{"foo":[]}')).toThrow(/links array/);
  });
});
