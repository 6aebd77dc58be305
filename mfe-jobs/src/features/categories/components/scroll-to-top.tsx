import { useEffect, useState } from 'react';

/** The button appears once the visitor has scrolled this far down. */
const showAfterPx = 400;

/** A floating button back to the top of a long listing (docs/pages.md#category-listing-pages). */
export function ScrollToTop() {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const update = () => setShown(window.scrollY > showAfterPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!shown) return null;
  return (
    <button
      type="button"
      className="btn btn-primary jobs-scroll-top"
      aria-label="Scroll to top"
      onClick={() => {
        const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
      }}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
