/** How the bench writes its figures: plain-text tables, sizes in kB, times in ms. */

export const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
export const ms = (n) => (n === null ? 'n/a' : `${Math.round(n)} ms`);

/** The middle value (the lower of the two middle ones for an even count), nulls left out; null when none is left. */
export function median(values) {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
}

/** `rows` as aligned columns: the first row is the header, the first column is left-aligned, the others right-aligned. */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  ');
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}
