import { seoManagerMessages, seoTitleMax, seoDescriptionMax, type SeoPageInput, type SeoPageSettings } from '@rdj/shared';
import { useState } from 'react';
import { useFlash } from '../../../hooks/use-flash';
import { isInvalid } from '../../../lib/api-errors';
import { generateSeoText } from '../api/ai-seo';
import { saveSeoPage } from '../api/seo-pages';
import { hasKeywords } from '../lib/keywords';
import { serverMessage } from '../lib/messages';

export type CardFields = Omit<SeoPageInput, 'path'>;

const fieldsOf = (page: SeoPageSettings): CardFields => ({
  title: page.title,
  description: page.description,
  keywords: page.keywords,
  canonical: page.canonical,
  noindex: page.noindex,
});

/**
 * One SEO manager card (docs/admin.md#page-cards): unchanged until edited, then Save Changes; Saving...; Saved successfully! or
 * Error saving changes (cleared after 3 s). Generate with AI fills title and description and marks the card changed.
 */
export function useSeoCard(page: SeoPageSettings) {
  const [fields, setFields] = useState<CardFields>(() => fieldsOf(page));
  const [changed, setChanged] = useState(false);
  const [saving, setSaving] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [aiError, setAiError] = useState<string | null>(null);
  const { flash, show } = useFlash();

  function edit(change: Partial<CardFields>) {
    setFields((f) => ({ ...f, ...change }));
    setChanged(true);
  }

  async function save() {
    setSaving(true);
    try {
      const saved = await saveSeoPage({ path: page.path, ...fields });
      setFields(fieldsOf(saved));
      setChanged(false);
      show({ kind: 'success', text: seoManagerMessages.saved });
    } catch (error) {
      // A refused field (400) says which; any other failure reads as "Error saving changes" alone (docs/admin.md#page-cards).
      const reason = isInvalid(error) ? error.message : undefined;
      show({ kind: 'error', text: reason ? `${seoManagerMessages.saveFailed}: ${reason}` : seoManagerMessages.saveFailed });
    } finally {
      setSaving(false);
    }
  }

  async function generate() {
    if (!hasKeywords(fields.keywords)) {
      setAiError(seoManagerMessages.addKeywords);
      return;
    }
    setAiError(null);
    setGenerating(true);
    try {
      const answer = await generateSeoText({ path: page.path, title: fields.title, keywords: fields.keywords });
      edit({ title: answer.title.slice(0, seoTitleMax), description: answer.description.slice(0, seoDescriptionMax) });
    } catch (error) {
      setAiError(serverMessage(error) ?? 'The AI could not write a title and description. Please try again.');
    } finally {
      setGenerating(false);
    }
  }

  return { fields, changed, saving, generating, aiError, flash, edit, save, generate };
}
