import { onTestFinished } from 'vitest';

/**
 * Records the address of every link click the browser would follow itself (a document load), and stops it there:
 * happy-dom would otherwise try to load the page.
 */
export function recordFollowedLinks(): string[] {
  const followed: string[] = [];
  const record = (event: Event) => {
    const link = (event.target as Element | null)?.closest('a[href]');
    if (!link || event.defaultPrevented) return;
    followed.push(link.getAttribute('href') ?? '');
    event.preventDefault();
  };
  window.addEventListener('click', record);
  onTestFinished(() => window.removeEventListener('click', record));
  return followed;
}
