import { categoryInput, type BlogCategory } from '@rdj/shared';
import { useCategories } from '../hooks/use-terms';
import { TermsPanel } from './terms-panel';

const detail = (category: BlogCategory) => category.description;

export function CategoriesPanel() {
  const categories = useCategories();
  return <TermsPanel title="Categories" noun="category" terms={categories} schema={categoryInput} withDescription detail={detail} />;
}
