import { categories, categoryPickerPath } from '@rdj/shared';
import { useNavigate } from '@rdj/router';
import { useHydrated } from '../../../page-data/context';

/**
 * Choosing a category goes straight to its page; there is no submit button once the page has JavaScript. Before,
 * the picker is a GET form to `categoryPickerPath` with a "Show jobs" button, which the edge answers with the
 * category's page (docs/pages.md, home).
 */
export function CategorySelect() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  return (
    <form className="field jobs-category-select" method="get" action={categoryPickerPath}>
      <label htmlFor="jobs-category">Choose a category</label>
      <div className="jobs-category-select-row">
        <select
          id="jobs-category"
          name="category"
          className="input"
          defaultValue=""
          required
          onChange={(event) => {
            const category = categories.find((c) => c.slug === event.target.value);
            if (category) navigate(category.path);
          }}
        >
          <option value="" disabled>
            Select a design category
          </option>
          {categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
        {!hydrated && (
          <button type="submit" className="btn btn-primary">
            Show jobs
          </button>
        )}
      </div>
    </form>
  );
}
