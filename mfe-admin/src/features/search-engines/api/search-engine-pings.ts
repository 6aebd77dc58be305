import type { SearchEnginePings } from '@rdj/shared';
import { api } from '@rdj/shared/client';

/** What the board told the search engines today, and what it could not (docs/search-engines.md#what-the-admin-sees). */
export function fetchSearchEnginePings(signal?: AbortSignal): Promise<SearchEnginePings> {
  return api<SearchEnginePings>('/api/admin/search-engines', { signal });
}
