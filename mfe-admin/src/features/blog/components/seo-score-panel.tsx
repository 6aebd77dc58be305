import { seoScore, type CheckLevel, type SeoScoreInput } from '@rdj/shared';
import { useId } from 'react';

/** Each level has a sign and words, so the result never rests on colour alone. */
const levels: Record<CheckLevel, { icon: string; text: string }> = {
  good: { icon: '✓', text: 'Good' },
  warning: { icon: '!', text: 'Warning' },
  error: { icon: '✕', text: 'Error' },
};

/** The live SEO score (docs/validation.md#seo-score): recomputed as the admin types, from the same rule the tests pin down in shared. */
export function SeoScorePanel({ input }: { input: SeoScoreInput }) {
  const headingId = useId();
  const result = seoScore(input);

  return (
    <section className="card stack admin-blog-seo-score" aria-labelledby={headingId}>
      <h3 id={headingId}>SEO Score</h3>
      <p className={`admin-blog-score admin-blog-score-${result.color}`} data-testid="seo-score">
        <strong>{result.score}%</strong> <span>{result.label}</span>
      </p>
      <ul className="admin-blog-checks" aria-label="SEO checks">
        {result.checks.map((check) => (
          <li key={check.name} className={`admin-blog-check admin-blog-check-${check.level}`}>
            <span className="admin-blog-check-icon" aria-hidden="true">
              {levels[check.level].icon}
            </span>
            <span className="visually-hidden">{levels[check.level].text}: </span>
            {check.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
