import { aiDefaults, aiGenerateInput, aiMessages, aiModifyInput, type AiGenerateInput } from '@rdj/shared';
import { useEffect, useRef, useState } from 'react';
import { generateContent, modifyContent } from '../api/ai';
import { aiErrorText } from '../lib/ai-error';
import { htmlToMarkdown } from '../lib/html-to-markdown';
import { markdownToHtml } from '../lib/markdown-to-html';

/** docs/admin.md#ai-content-assistant: idle, generating (or modifying) while the text streams in, then done with a preview to insert. */
type AiPhase = 'idle' | 'generating' | 'modifying' | 'preview';

type GenerateForm = Required<AiGenerateInput>;

const emptyForm: GenerateForm = { keyword: '', secondaryKeywords: '', ...aiDefaults };

type Streamer = (onDelta: (text: string) => void, signal: AbortSignal) => Promise<void>;

/**
 * The AI Content Assistant's state. `content` is the editor's HTML (what Modify rewrites). Generate and Modify
 * stream their text into `preview`; an error keeps the text that arrived before it. `take` hands the preview over
 * as HTML for the editor and goes back to idle.
 */
export function useAiAssistant(content: string) {
  const [form, setForm] = useState<GenerateForm>(emptyForm);
  const [instructions, setInstructions] = useState('');
  const [phase, setPhase] = useState<AiPhase>('idle');
  const [preview, setPreview] = useState('');
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  async function run(busy: 'generating' | 'modifying', call: Streamer, fallback: string) {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    let text = '';
    setError(null);
    setPreview('');
    setPhase(busy);
    try {
      await call((delta) => {
        text += delta;
        setPreview(text);
      }, controller.signal);
    } catch (failure) {
      if (controller.signal.aborted) return;
      setError(aiErrorText(failure, fallback));
    }
    if (controller.signal.aborted) return;
    running.current = null;
    setPhase(text ? 'preview' : 'idle');
  }

  function generate() {
    const parsed = aiGenerateInput.safeParse(form);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? aiMessages.enterKeyword);
    const input = parsed.data;
    void run('generating', (onDelta, signal) => generateContent(input, onDelta, signal), aiMessages.generateFailed);
  }

  function modify() {
    const parsed = aiModifyInput.safeParse({ instructions, content: htmlToMarkdown(content) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? aiMessages.modifyNeeds);
    const input = parsed.data;
    void run('modifying', (onDelta, signal) => modifyContent(input, onDelta, signal), aiMessages.modifyFailed);
  }

  /** The preview as the editor's HTML; the assistant is idle again. */
  function take(): string {
    const html = markdownToHtml(preview);
    discard();
    return html;
  }

  function discard() {
    setPreview('');
    setError(null);
    setPhase('idle');
  }

  return {
    form,
    change: (patch: Partial<GenerateForm>) => setForm((current) => ({ ...current, ...patch })),
    instructions,
    setInstructions,
    phase,
    preview,
    error,
    generate,
    modify,
    take,
    discard,
  };
}
