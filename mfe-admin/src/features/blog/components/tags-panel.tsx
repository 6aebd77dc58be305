import { tagInput, type BlogTag } from '@rdj/shared';
import { useTags } from '../hooks/use-terms';
import { TermsPanel } from './terms-panel';

const detail = ({ count }: BlogTag) => (count === 1 ? '1 post' : `${count} posts`);

export function TagsPanel() {
  const tags = useTags();
  return <TermsPanel title="Tags" noun="tag" terms={tags} schema={tagInput} detail={detail} />;
}
