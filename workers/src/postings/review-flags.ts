import {
  applyKey,
  bandsOf,
  hammingDistance,
  similarBits,
  similarWordShare,
  simhash,
  wordBands,
  wordShare,
  type JobPosting,
  type ReviewFlag,
} from '@rdj/shared';
import { and, desc, eq, gt, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobSubmissions, submissionWordBands } from '../db/tables/postings';

/** What the review reads of a posting: its text, its apply link, its salary and where it can be done from. */
type ReviewedPosting = Pick<JobPosting, 'title' | 'description' | 'applicationUrl' | 'salaryRange' | 'workFrom' | 'tzMin'>;

/** The review's columns of a new row (docs/postings.md#review). */
interface ReviewColumns {
  applyKey: string;
  simhash: string | null;
  simBand0: string | null;
  simBand1: string | null;
  simBand2: string | null;
  simBand3: string | null;
  /** The flags as the `flags` column stores them: a JSON list of ReviewFlag. */
  flags: string;
}

/** What the review keeps of a posting beside its row: the MinHash bands of a short text (`submission_word_bands`). */
interface ReviewBands {
  wordBands: string[];
}

/** The most postings one flag kind names: enough to see it is a repeat, and the row stays small. */
const maxNamed = 5;
/** The most rows sharing a band read to measure their distance; unrelated texts share one about once in 16,000. */
const maxCandidates = 50;

/**
 * The postings a new one is compared with: pending ones and live ones still open, not ended, rejected or pending
 * edits (an edit is compared through the live posting it edits, and never with it). `editOf`: the posting a new edit
 * replaces, left out.
 */
function comparedWith(editOf: string | null, now: Date): SQL | undefined {
  const t = jobSubmissions;
  const open = and(eq(t.status, 'approved'), gt(t.expiresAt, now.toISOString()), isNull(t.closedAt));
  return and(isNull(t.editOf), or(eq(t.status, 'pending'), open), editOf ? ne(t.id, editOf) : undefined);
}

/** Pending and open postings with the same apply key, newest first. */
async function sameApplyUrl(db: Db, key: string, others: SQL | undefined): Promise<ReviewFlag[]> {
  const rows = await db
    .select({ id: jobSubmissions.id, title: jobSubmissions.title })
    .from(jobSubmissions)
    .where(and(eq(jobSubmissions.applyKey, key), others))
    .orderBy(desc(jobSubmissions.createdAt))
    .limit(maxNamed);
  return rows.map((row) => ({ kind: 'same-apply-url', of: row.id, title: row.title }));
}

/** Pending and open postings whose fingerprint is within `similarBits` of `print`, nearest first. */
async function similarDescription(db: Db, print: string, others: SQL | undefined): Promise<ReviewFlag[]> {
  const t = jobSubmissions;
  const [b0, b1, b2, b3] = bandsOf(print) as [string, string, string, string];
  const rows = await db
    .select({ id: t.id, title: t.title, simhash: t.simhash })
    .from(t)
    .where(and(or(eq(t.simBand0, b0), eq(t.simBand1, b1), eq(t.simBand2, b2), eq(t.simBand3, b3)), others))
    .orderBy(desc(t.createdAt))
    .limit(maxCandidates);
  return rows
    .flatMap((row) => (row.simhash ? [{ row, distance: hammingDistance(print, row.simhash) }] : []))
    .filter(({ distance }) => distance <= similarBits)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, maxNamed)
    .map(({ row, distance }) => ({ kind: 'similar-description', of: row.id, title: row.title, distance }));
}

/**
 * Pending and open short postings sharing at least `similarWordShare` of their distinct words with `text`, most
 * shared first: the candidates share a MinHash band (docs/postings.md#short-descriptions), then their words are
 * compared exactly.
 */
async function similarWords(db: Db, text: string, bands: string[], others: SQL | undefined): Promise<ReviewFlag[]> {
  const t = jobSubmissions;
  const rows = await db
    .selectDistinct({ id: t.id, title: t.title, description: t.description })
    .from(submissionWordBands)
    .innerJoin(t, eq(t.id, submissionWordBands.submissionId))
    .where(and(inArray(submissionWordBands.band, bands), others))
    .limit(maxCandidates);
  return rows
    .map((row) => ({ row, share: wordShare(text, `${row.title}\n${row.description}`) }))
    .filter(({ share }) => share >= similarWordShare)
    .sort((a, b) => b.share - a.share)
    .slice(0, maxNamed)
    .map(({ row, share }) => ({ kind: 'similar-words', of: row.id, title: row.title, share: Math.round(share * 100) / 100 }));
}

/**
 * What the review queue should look at (docs/postings.md#review): no salary given ("not disclosed"), no place given
 * (worldwide without a time-zone band), and the pending or open postings with the same apply URL or a near-identical
 * description.
 */
export async function reviewColumns(
  db: Db,
  posting: ReviewedPosting,
  editOf: string | null = null,
  now = new Date(),
): Promise<ReviewColumns & ReviewBands> {
  const key = applyKey(posting.applicationUrl);
  const text = `${posting.title}\n${posting.description}`;
  const print = simhash(text);
  const bands = wordBands(text);
  const others = comparedWith(editOf, now);
  const [sameUrl, similar, sameWords] = await Promise.all([
    sameApplyUrl(db, key, others),
    print ? similarDescription(db, print, others) : Promise.resolve([]),
    bands.length > 0 ? similarWords(db, text, bands, others) : Promise.resolve([]),
  ]);
  // A posting the SimHash already names is not named again for its words.
  const named = new Set(similar.map((flag) => ('of' in flag ? flag.of : '')));
  const flags: ReviewFlag[] = [...sameUrl, ...similar, ...sameWords.filter((flag) => 'of' in flag && !named.has(flag.of))];
  if (!posting.salaryRange) flags.push({ kind: 'no-salary' });
  if (posting.workFrom.length === 0 && posting.tzMin === null) flags.push({ kind: 'no-location' });
  const [simBand0 = null, simBand1 = null, simBand2 = null, simBand3 = null] = print ? bandsOf(print) : [];
  return { applyKey: key, simhash: print, simBand0, simBand1, simBand2, simBand3, flags: JSON.stringify(flags), wordBands: bands };
}

/** Keeps a stored posting's word bands, so the postings sent after it are compared with it (`similarWords`). */
export async function keepWordBands(db: Db, submissionId: string, bands: readonly string[]): Promise<void> {
  if (bands.length === 0) return;
  await db
    .insert(submissionWordBands)
    .values(bands.map((band) => ({ band, submissionId })))
    .onConflictDoNothing();
}
