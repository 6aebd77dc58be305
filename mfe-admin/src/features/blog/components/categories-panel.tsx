import { categoryInput, type BlogCategory } from '@rdj/shared';
import { useCategories } from '../hooks/use-terms';
import type { TermFields } from './term-form';
import { TermsPanel } from './terms-panel';

const problem = (fields: TermFields) => categoryInput.safeParse(fields).error?.issues[0]?.message ?? null;

export function CategoriesPanel() {
  const categories = useCategories();
  return (
    <TermsPanel<BlogCategory>
      title="Categories"
      noun="category"
      state={categories.state}
      onRetry={categories.reload}
      problem={problem}
      withDescription
      fieldsOf={(category) => ({ name: category.name, description: category.description })}
      detail={(category) => category.description}
      onCreate={(fields) => categories.create(categoryInput.parse(fields))}
      onUpdate={(category, fields) => categories.update(category.id, categoryInput.parse(fields))}
      onDelete={(category) => categories.remove(category.id)}
    />
  );
}
