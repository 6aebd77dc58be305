/**
 * What the pay laws ask of a bench posting open to the US or worldwide (docs/postings.md#pay-transparency-laws):
 * Colorado's asks for benefits and other pay, and the day applications close, beside the range.
 */
export function lawfulPay() {
  const inThreeWeeks = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  return { benefits: 'Health insurance, a home-office budget and 25 days off', applicationCloses: inThreeWeeks };
}
