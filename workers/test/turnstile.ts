import type { TestProject } from 'vitest/node';
import { startTurnstile } from '../../sandbox/turnstile/server';

declare module 'vitest' {
  export interface ProvidedContext {
    turnstileUrl: string;
  }
}

/**
 * Global setup: the Turnstile stand-in on a free port for the whole run; TURNSTILE_SITEVERIFY_URL points at its
 * siteverify, and what the worker sent is at `${turnstileUrl}/__requests`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const turnstile = await startTurnstile();
  project.provide('turnstileUrl', turnstile.url);
  return () => turnstile.close();
}
