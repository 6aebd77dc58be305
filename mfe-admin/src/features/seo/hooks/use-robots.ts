import { defaultRobotsTxt, seoManagerMessages } from '@rdj/shared';
import { useEffect, useState } from 'react';
import { useFlash } from '../../../hooks/use-flash';
import { fetchRobots, saveRobots } from '../api/robots';

export type RobotsNote = 'loading' | 'stored' | 'default' | 'load-failed';

/** The robots.txt text: the stored one, the default when none is stored, and the default when loading fails (spec §8). */
export function useRobots() {
  const [text, setText] = useState('');
  const [note, setNote] = useState<RobotsNote>('loading');
  const [saving, setSaving] = useState(false);
  const { flash, show } = useFlash();

  useEffect(() => {
    const controller = new AbortController();
    fetchRobots(controller.signal).then(
      (robots) => {
        if (controller.signal.aborted) return;
        setText(robots.text);
        setNote(robots.isDefault ? 'default' : 'stored');
      },
      () => {
        if (controller.signal.aborted) return;
        setText(defaultRobotsTxt(window.location.origin));
        setNote('load-failed');
      },
    );
    return () => controller.abort();
  }, []);

  async function save() {
    setSaving(true);
    try {
      const robots = await saveRobots(text);
      setText(robots.text);
      setNote('stored');
      show({ kind: 'success', text: seoManagerMessages.saved });
    } catch {
      show({ kind: 'error', text: seoManagerMessages.saveFailed });
    } finally {
      setSaving(false);
    }
  }

  return { text, setText, note, saving, flash, save };
}
