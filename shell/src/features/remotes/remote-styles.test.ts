import { afterEach, describe, expect, it } from 'vitest';
import { addRemoteStyles } from './remote-styles';

const key = 'css__jobs__./routes';

afterEach(() => {
  document.head.replaceChildren();
  delete (window as unknown as Record<string, unknown>)[key];
});

const linked = () => [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));

describe('addRemoteStyles', () => {
  it("links a remote's stylesheets the page does not carry, once each", () => {
    Object.assign(window, { [key]: ['/mfe/jobs/1/assets/style-a.css', '/mfe/jobs/1/assets/style-a.css'] });
    addRemoteStyles('jobs');
    addRemoteStyles('jobs');
    expect(linked()).toEqual(['/mfe/jobs/1/assets/style-a.css']);
  });

  it('links nothing the edge already inlined into the page', () => {
    document.head.innerHTML = '<style data-href="/mfe/jobs/1/assets/style-a.css">.a{}</style>';
    Object.assign(window, { [key]: [`${location.origin}/mfe/jobs/1/assets/style-a.css`] });
    addRemoteStyles('jobs');
    expect(linked()).toEqual([]);
  });

  it('does nothing when the remote left no stylesheets', () => {
    addRemoteStyles('jobs');
    expect(linked()).toEqual([]);
  });
});
