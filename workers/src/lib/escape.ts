/** Text for a double-quoted attribute value, or for HTML text: `&`, `"`, `<` and `>` as entities. */
export function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
