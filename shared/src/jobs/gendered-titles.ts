import { opensTo } from './pay-rules';

/**
 * Words that make a job title read as one gender's, with a neutral word to offer (docs/postings.md#gendered-titles).
 * A short list of the common ones, not a grammar: a warning, never a refusal.
 */
const genderedWords: readonly (readonly [word: string, neutral: string])[] = [
  ['chairman', 'chair'], ['salesman', 'salesperson'], ['saleswoman', 'salesperson'], ['businessman', 'businessperson'],
  ['craftsman', 'craftsperson'], ['draftsman', 'drafter'], ['draughtsman', 'drafter'], ['foreman', 'supervisor'],
  ['spokesman', 'spokesperson'], ['spokeswoman', 'spokesperson'], ['cameraman', 'camera operator'],
  ['handyman', 'maintenance worker'], ['repairman', 'repairer'], ['workman', 'worker'], ['headmaster', 'head teacher'],
  ['headmistress', 'head teacher'], ['waitress', 'server'], ['hostess', 'host'], ['stewardess', 'flight attendant'],
  ['guy', 'person'], ['guys', 'people'],
];

/**
 * A warning when a title open to the EU reads as one gender's ("Lead Draftsman"): the EU Pay Transparency Directive
 * asks for gender-neutral job titles. Null when there is nothing to warn of.
 */
export function genderedTitleWarning(title: string, areas: readonly string[]): string | null {
  if (!opensTo(areas, { places: ['eu'] })) return null;
  const words = title.toLowerCase().split(/[^\p{L}]+/u);
  const found = genderedWords.find(([word]) => words.includes(word));
  if (!found) return null;
  return `"${found[0]}" reads as one gender's: the EU Pay Transparency Directive asks for gender-neutral job titles in an ad open to the European Union. Consider "${found[1]}".`;
}
