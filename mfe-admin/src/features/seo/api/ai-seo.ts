import type { AiSeoAnswer, AiSeoInput } from '@rdj/shared';
import { api } from '@rdj/shared/client';

/** A title and description for one page, written by the AI provider through the gateway. */
export function generateSeoText(input: AiSeoInput): Promise<AiSeoAnswer> {
  return api<AiSeoAnswer>('/api/admin/ai/seo', { method: 'POST', json: input });
}
