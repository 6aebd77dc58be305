/**
 * What the posting form asks of a bench posting open to the US or worldwide (docs/postings.md#pay-transparency-laws):
 * the employer's size band (its first number), and, as Colorado's law asks beside the range, benefits and other pay
 * and the day applications close.
 */
export function lawfulPay() {
  const inThreeWeeks = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  return { employerSize: 30, benefits: 'Health insurance, a home-office budget and 25 days off', applicationCloses: inThreeWeeks };
}
