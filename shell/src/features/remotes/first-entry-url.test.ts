import { describe, expect, it } from 'vitest';
import { firstEntryUrl } from './first-entry-url';

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'remote-releases';
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

describe('firstEntryUrl', () => {
  it('loads the release the page was served with, skipping the redirect', () => {
    expect(firstEntryUrl('jobs', pageWith('{"jobs":"20261123201354"}'))).toBe('/mfe/jobs/20261123201354/assets/remoteEntry.js');
  });

  it.each([
    ['no releases in the page', null],
    ['no release of this remote', '{"blog":"20261123201354"}'],
    ['unreadable JSON', '{"jobs":'],
    ['a release name that would leave the folder', '{"jobs":"../../x"}'],
    ['a release that is not a name', '{"jobs":7}'],
  ])('falls back to the stable address with %s', (_, json) => {
    expect(firstEntryUrl('jobs', pageWith(json))).toBe('/mfe/jobs/remoteEntry.js');
  });
});
