import { tagInput, type BlogTag } from '@rdj/shared';
import { useTags } from '../hooks/use-terms';
import type { TermFields } from './term-form';
import { TermsPanel } from './terms-panel';

const problem = ({ name }: TermFields) => tagInput.safeParse({ name }).error?.issues[0]?.message ?? null;
const postCount = (count: number) => (count === 1 ? '1 post' : `${count} posts`);

export function TagsPanel() {
  const tags = useTags();
  return (
    <TermsPanel<BlogTag>
      title="Tags"
      noun="tag"
      state={tags.state}
      onRetry={tags.reload}
      problem={problem}
      fieldsOf={(tag) => ({ name: tag.name, description: '' })}
      detail={(tag) => postCount(tag.count)}
      onCreate={({ name }) => tags.create(tagInput.parse({ name }))}
      onUpdate={(tag, { name }) => tags.update(tag.id, tagInput.parse({ name }))}
      onDelete={(tag) => tags.remove(tag.id)}
    />
  );
}
