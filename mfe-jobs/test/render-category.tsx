import { render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useLocation } from '@rdj/router';
import JobsRoutes from '../src/routes';

/** The address the app is at. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Where the page is now, path and query. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** Renders the jobs routes at `path`, with links a test can use to change category the way the header does. */
export function renderCategoryAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <JobsRoutes />
      <LocationProbe />
      <nav aria-label="Test navigation">
        <Link to="/remote-product-design-jobs">Product</Link>
        <Link to="/remote-game-design-jobs">Game</Link>
      </nav>
    </MemoryRouter>,
  );
}

/** The category's own listing (not the endless list below it). */
export function mainListing(categoryName: string) {
  return screen.getByRole('region', { name: `${categoryName} jobs` });
}

export function pageOf(jobs: unknown[], page: number, more: boolean) {
  return { status: 200, body: { jobs, page, more, totalCount: 100 } };
}

/** A reply the test sends when it chooses. */
export function heldReply<T>() {
  let release!: (reply: T) => void;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { handler: () => promise, release };
}
