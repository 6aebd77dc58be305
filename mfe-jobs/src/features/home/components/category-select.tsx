import { categories, categoryPickerPath } from '@rdj/shared';

/**
 * The picker is a GET form to `categoryPickerPath` with a "Show jobs" button, which the edge answers with the
 * category's page (docs/pages.md, home). No script.
 */
export function CategorySelect() {
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
        <button type="submit" className="btn btn-primary">
          Show jobs
        </button>
      </div>
    </form>
  );
}
