/** Room for an advertisement while the visitor waits (docs/pages.md#the-redirect-page: the page shows an ad). */
export function AdSlot() {
  return (
    <aside className="jobs-ad-slot" aria-label="Advertisement">
      <p className="jobs-ad-label">Advertisement</p>
      <div className="jobs-ad-box">Your ad could be here</div>
    </aside>
  );
}
