import { describe, expect, it } from 'vitest';
import { readRemoteData, remoteDataElementId } from './remote-data';

/** A page holding `texts` by element id (the tests run without a DOM; only the lookup matters). */
function pageWith(texts: Record<string, string>): Pick<Document, 'getElementById'> {
  return { getElementById: (id) => (id in texts ? ({ textContent: texts[id] } as HTMLElement) : null) };
}

describe('remote data in the page', () => {
  it('names the script element after the remote', () => {
    expect(remoteDataElementId('jobs')).toBe('remote-data-jobs');
    expect(remoteDataElementId('blog')).toBe('remote-data-blog');
  });

  it('reads the JSON the edge wrote for that remote', () => {
    const page = pageWith({ 'remote-data-jobs': '{"path":"/","items":[1,"<\\u002fscript>"]}', 'remote-data-blog': '{"path":"/blog"}' });
    expect(readRemoteData('jobs', page)).toEqual({ path: '/', items: [1, '</script>'] });
  });

  it.each([
    ['no element', {}],
    ['an empty element', { 'remote-data-jobs': '' }],
    ['text that is not JSON', { 'remote-data-jobs': '{"path":' }],
  ])('answers null for %s', (_, texts) => {
    expect(readRemoteData('jobs', pageWith(texts))).toBeNull();
  });

  it('answers null where there is no document, as on the server', () => {
    expect(readRemoteData('jobs', undefined)).toBeNull();
    expect(readRemoteData('jobs')).toBeNull();
  });
});
