import { categories } from '@rdj/shared';
import { useNavigate } from '@rdj/router';

/** Choosing a category goes straight to its page; there is no submit button. */
export function CategorySelect() {
  const navigate = useNavigate();
  return (
    <div className="field jobs-category-select">
      <label htmlFor="jobs-category">Choose a category</label>
      <select
        id="jobs-category"
        className="input"
        defaultValue=""
        onChange={(event) => {
          if (event.target.value) navigate(event.target.value);
        }}
      >
        <option value="" disabled>
          Select a design category
        </option>
        {categories.map((category) => (
          <option key={category.path} value={category.path}>
            {category.name}
          </option>
        ))}
      </select>
    </div>
  );
}
