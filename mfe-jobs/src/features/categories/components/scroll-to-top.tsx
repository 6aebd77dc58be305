/**
 * A floating link back to the top of a long listing (docs/pages.md#category-listing-pages): `#top` scrolls to the
 * top of the document, smoothly unless the visitor asked for less motion, and it shows once the page has been
 * scrolled down (categories.css). No script.
 */
export function ScrollToTop() {
  return (
    <a href="#top" className="btn btn-primary jobs-scroll-top" aria-label="Scroll to top">
      <span aria-hidden="true">↑</span>
    </a>
  );
}
