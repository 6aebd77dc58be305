import { vi } from 'vitest';

/**
 * Replaces IntersectionObserver (the browser's layout, which happy-dom does not compute) with one a test drives:
 * `reveal()` tells every connected observer that its targets scrolled into view.
 */
export function stubIntersectionObserver() {
  const observers = new Set<FakeObserver>();

  class FakeObserver {
    readonly targets: Element[] = [];
    constructor(private readonly callback: IntersectionObserverCallback) {
      observers.add(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    unobserve(target: Element) {
      this.targets.splice(this.targets.indexOf(target), 1);
    }
    disconnect() {
      observers.delete(this);
    }
    takeRecords() {
      return [];
    }
    trigger() {
      const entries = this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
    }
  }

  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    reveal() {
      for (const observer of [...observers]) observer.trigger();
    },
    /** How many observers are watching something right now. */
    watching: () => [...observers].filter((observer) => observer.targets.length > 0).length,
  };
}
