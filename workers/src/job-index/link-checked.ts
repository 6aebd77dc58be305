/** When job `key`'s apply link last answered, for its page's "Link checked"; nothing before its first check. */
export async function linkChecked(env: Env, key: string): Promise<{ linkCheckedAt?: string }> {
  const at = await env.DB.prepare('SELECT link_checked_at FROM indexed_jobs WHERE key = ?1').bind(key).first<string | null>('link_checked_at');
  return at ? { linkCheckedAt: at } : {};
}
