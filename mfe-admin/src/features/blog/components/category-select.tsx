import { postCategoryOptions, type BlogCategory } from '@rdj/shared';
import type { Resource } from '@rdj/shared/loading';

interface CategorySelectProps {
  id: string;
  value: string;
  categories: Resource<BlogCategory[]>;
  onChange: (value: string) => void;
}

/** The six category options of docs/data.md#blog-post first, then those added in the categories panel, and the post's own if neither has it. */
export function CategorySelect({ id, value, categories, onChange }: CategorySelectProps) {
  const names: string[] = [...postCategoryOptions];
  if (categories.status === 'ready') {
    for (const category of categories.data) if (!names.includes(category.name)) names.push(category.name);
  }
  if (value && !names.includes(value)) names.push(value);

  return (
    <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">Select a category</option>
      {names.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </select>
  );
}
