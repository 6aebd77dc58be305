import type { RobotsText } from '@rdj/shared';
import { api } from '@rdj/shared/client';

export function fetchRobots(signal?: AbortSignal): Promise<RobotsText> {
  return api<RobotsText>('/api/admin/robots', { signal });
}

export function saveRobots(text: string): Promise<RobotsText> {
  return api<RobotsText>('/api/admin/robots', { method: 'PUT', json: { text } });
}
