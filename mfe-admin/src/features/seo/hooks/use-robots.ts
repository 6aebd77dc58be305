import { defaultRobotsTxt, seoManagerMessages } from '@rdj/shared';
import { useState } from 'react';
import { useFlash } from '../../../hooks/use-flash';
import { useResource } from '@rdj/shared/loading';
import { fetchRobots, saveRobots } from '../api/robots';

export type RobotsNote = 'loading' | 'stored' | 'default' | 'load-failed';

interface Robots {
  text: string;
  note: Exclude<RobotsNote, 'loading'>;
}

/** A load never fails: without the stored text the admin edits the default one. */
const loadRobots = (signal: AbortSignal): Promise<Robots> =>
  fetchRobots(signal).then(
    (robots) => ({ text: robots.text, note: robots.isDefault ? 'default' : 'stored' }),
    () => ({ text: defaultRobotsTxt(window.location.origin), note: 'load-failed' }),
  );

/** The robots.txt text: the stored one, the default when none is stored, and the default when loading fails (docs/admin.md#robotstxt-manager). */
export function useRobots() {
  const { state, setData, updateData } = useResource(loadRobots);
  const [saving, setSaving] = useState(false);
  const { flash, show } = useFlash();
  const text = state.status === 'ready' ? state.data.text : '';
  const note: RobotsNote = state.status === 'ready' ? state.data.note : 'loading';

  async function save() {
    setSaving(true);
    try {
      const robots = await saveRobots(text);
      setData({ text: robots.text, note: 'stored' });
      show({ kind: 'success', text: seoManagerMessages.saved });
    } catch {
      show({ kind: 'error', text: seoManagerMessages.saveFailed });
    } finally {
      setSaving(false);
    }
  }

  return {
    text,
    setText: (next: string) => updateData((robots) => ({ ...robots, text: next })),
    note,
    saving,
    flash,
    save,
  };
}
