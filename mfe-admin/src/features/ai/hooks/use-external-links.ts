import { aiLinksInput, aiMessages, countableText, type AiLink } from '@rdj/shared';
import { useEffect, useRef, useState } from 'react';
import { findLinks } from '../api/ai';
import { aiErrorText } from '../lib/ai-error';
import { isWebUrl } from '../lib/links-html';

/** A suggested link as the list shows it (docs/data.md#ai-suggested-link: the screen adds a selected flag). */
export interface SuggestedLink extends AiLink {
  selected: boolean;
}

/**
 * The External Links section's state: suggestions for the editor's `content` (its words, not its markup), each
 * toggled selected; `takeSelected` hands the selected ones over and clears the list.
 */
export function useExternalLinks(content: string) {
  const [links, setLinks] = useState<SuggestedLink[]>([]);
  const [finding, setFinding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  async function find() {
    const parsed = aiLinksInput.safeParse({ content: countableText(content).replace(/\s+/g, ' ') });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? aiMessages.linksFailed);
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setError(null);
    setFinding(true);
    try {
      const answer = await findLinks(parsed.data, controller.signal);
      if (controller.signal.aborted) return;
      // The server drops anything but http(s) already; a link the page offers to open is checked here too.
      setLinks(answer.links.filter((link) => isWebUrl(link.url)).map((link) => ({ ...link, selected: false })));
    } catch (failure) {
      if (controller.signal.aborted) return;
      setError(aiErrorText(failure, aiMessages.linksFailed));
    }
    setFinding(false);
  }

  function toggle(index: number) {
    setLinks((current) => current.map((link, i) => (i === index ? { ...link, selected: !link.selected } : link)));
  }

  function clear() {
    setLinks([]);
    setError(null);
  }

  /** The selected links; the list is cleared. */
  function takeSelected(): AiLink[] {
    const selected = links.filter((link) => link.selected).map(({ selected: _, ...link }) => link);
    clear();
    return selected;
  }

  return { links, finding, error, find, toggle, clear, takeSelected, anySelected: links.some((link) => link.selected) };
}
