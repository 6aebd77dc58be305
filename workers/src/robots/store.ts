import { defaultRobotsTxt } from '@rdj/shared';
import { publicOrigin } from '../http/origin';

/** KV key of the robots.txt text an administrator saves in the SEO manager. */
export const robotsKey = 'robots_txt';

/** The robots.txt text served: the one an administrator saved (empty counts as none), else the default. */
export async function servedRobots(env: Env): Promise<{ text: string; isDefault: boolean }> {
  const stored = await env.KV.get(robotsKey);
  return stored ? { text: stored, isDefault: false } : { text: defaultRobotsTxt(publicOrigin(env)), isDefault: true };
}

/** Stores robots.txt; an empty text removes it, so the default is served again. */
export async function saveRobots(env: Env, text: string): Promise<void> {
  if (text) await env.KV.put(robotsKey, text);
  else await env.KV.delete(robotsKey);
}
