import type { BlogCategory, BlogTag, CategoryInput, TagInput } from '@rdj/shared';
import {
  createCategory,
  createTag,
  deleteCategory,
  deleteTag,
  fetchCategories,
  fetchTags,
  updateCategory,
  updateTag,
} from '../api/terms';
import { useResource } from '@rdj/shared/loading';

interface Term {
  id: number;
  name: string;
}

interface TermsApi<T extends Term, Input> {
  list: (signal: AbortSignal) => Promise<T[]>;
  create: (input: Input) => Promise<T>;
  update: (id: number, input: Input) => Promise<T>;
  remove: (id: number) => Promise<void>;
}

const byName = <T extends Term>(items: T[]) => [...items].sort((a, b) => a.name.localeCompare(b.name));

/** Categories or tags, ordered by name like the server's list, with changes applied as the server answers them. */
function useTerms<T extends Term, Input>(terms: TermsApi<T, Input>) {
  const { state, reload, updateData } = useResource(terms.list);

  async function create(input: Input): Promise<T> {
    const created = await terms.create(input);
    updateData((items) => byName([...items, created]));
    return created;
  }

  async function update(id: number, input: Input): Promise<T> {
    const updated = await terms.update(id, input);
    updateData((items) => byName(items.map((item) => (item.id === id ? updated : item))));
    return updated;
  }

  async function remove(id: number): Promise<void> {
    await terms.remove(id);
    updateData((items) => items.filter((item) => item.id !== id));
  }

  return { state, reload, create, update, remove };
}

const categoriesApi: TermsApi<BlogCategory, CategoryInput> = {
  list: fetchCategories,
  create: createCategory,
  update: updateCategory,
  remove: deleteCategory,
};

const tagsApi: TermsApi<BlogTag, TagInput> = { list: fetchTags, create: createTag, update: updateTag, remove: deleteTag };

export const useCategories = () => useTerms(categoriesApi);
export const useTags = () => useTerms(tagsApi);
export type TermsHandle<T extends Term, Input> = ReturnType<typeof useTerms<T, Input>>;
