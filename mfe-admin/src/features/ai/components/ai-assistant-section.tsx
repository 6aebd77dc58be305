import { aiContentTypes, aiIntents, aiStyles, aiTones } from '@rdj/shared';
import { useId } from 'react';
import { useAiAssistant } from '../hooks/use-ai-assistant';
import { PresetSelect } from './preset-select';

interface AiAssistantSectionProps {
  /** The editor's HTML: what Modify rewrites. */
  content: string;
  /** Replaces the editor's content with `html`. */
  onInsert: (html: string) => void;
}

/** docs/admin.md#ai-content-assistant: generate a post from a keyword or rewrite the content, streamed into a preview to insert. */
export function AiAssistantSection({ content, onInsert }: AiAssistantSectionProps) {
  const id = useId();
  const ai = useAiAssistant(content);
  const { form, change, phase } = ai;
  const busy = phase === 'generating' || phase === 'modifying';

  return (
    <section className="card stack" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>AI Content Assistant</h2>
      <div className="field">
        <label htmlFor={`${id}-keyword`}>Primary Keyword</label>
        <input
          id={`${id}-keyword`}
          className="input"
          maxLength={200}
          value={form.keyword}
          onChange={(event) => change({ keyword: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-secondary`}>Secondary Keywords</label>
        <input
          id={`${id}-secondary`}
          className="input"
          maxLength={500}
          placeholder="comma-separated"
          value={form.secondaryKeywords}
          onChange={(event) => change({ secondaryKeywords: event.target.value })}
        />
      </div>
      <div className="admin-ai-presets">
        <PresetSelect label="Tone" options={aiTones} value={form.tone} onChange={(tone) => change({ tone })} />
        <PresetSelect label="Format" options={aiStyles} value={form.style} onChange={(style) => change({ style })} />
        <PresetSelect label="Intent" options={aiIntents} value={form.intent} onChange={(intent) => change({ intent })} />
        <PresetSelect
          label="Content Type"
          options={aiContentTypes}
          value={form.contentType}
          onChange={(contentType) => change({ contentType })}
        />
      </div>
      <div>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={ai.generate}>
          {phase === 'generating' ? 'Generating...' : 'Generate Content'}
        </button>
      </div>
      <div className="field">
        <label htmlFor={`${id}-instructions`}>Modification Instructions</label>
        <textarea
          id={`${id}-instructions`}
          className="input"
          rows={2}
          maxLength={2000}
          placeholder="e.g. Make it shorter and add a conclusion"
          value={ai.instructions}
          onChange={(event) => ai.setInstructions(event.target.value)}
        />
      </div>
      <div>
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={ai.modify}>
          {phase === 'modifying' ? 'Modifying...' : 'Modify Content'}
        </button>
      </div>
      {ai.error && (
        <p role="alert" className="alert alert-error">
          {ai.error}
        </p>
      )}
      {(busy || phase === 'preview') && (
        <div className="stack">
          <h3 id={`${id}-preview`}>Preview</h3>
          <div
            className="admin-ai-preview"
            role="region"
            aria-labelledby={`${id}-preview`}
            aria-live="polite"
            aria-busy={busy}
          >
            {ai.preview}
          </div>
          {phase === 'preview' && (
            <div className="admin-blog-row-actions">
              <button type="button" className="btn btn-primary" onClick={() => onInsert(ai.take())}>
                Insert into Editor
              </button>
              <button type="button" className="btn btn-secondary" onClick={ai.discard}>
                Discard
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
