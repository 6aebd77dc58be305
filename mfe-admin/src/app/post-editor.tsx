import { AiAssistantSection } from '../features/ai/components/ai-assistant-section';
import { ExternalLinksSection } from '../features/ai/components/external-links-section';
import { PostEditorPage } from '../features/blog/components/post-editor-page';

/** The post editor with the AI feature's tools: they read the post's content and write it through the editor. */
export function PostEditorWithAi() {
  return (
    <PostEditorPage
      contentTools={(content, replaceContent) => (
        <>
          <AiAssistantSection content={content} onInsert={replaceContent} />
          <ExternalLinksSection content={content} onInsert={replaceContent} />
        </>
      )}
    />
  );
}
