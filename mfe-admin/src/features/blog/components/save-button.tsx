import type { SavePhase } from '../hooks/use-save-after-uploads';
import { uploadWait } from '../lib/upload-messages';

interface SaveButtonProps {
  phase: SavePhase;
  /** What the button reads when free, and while its save runs (the same when not given). */
  label: string;
  savingLabel?: string;
  type: 'submit' | 'button';
  disabled?: boolean;
  onClick?: () => void;
}

/**
 * An editor's save button: busy and disabled while it waits for an image upload or saves, saying which. The status
 * line is always in the page, so a screen reader announces the wait when its text appears.
 */
export function SaveButton({ phase, label, savingLabel = label, type, disabled = false, onClick }: SaveButtonProps) {
  const busy = phase !== 'idle';
  return (
    <>
      <button type={type} className="btn btn-primary" disabled={busy || disabled} aria-busy={busy || undefined} onClick={onClick}>
        {phase === 'waiting' ? uploadWait.label : phase === 'saving' ? savingLabel : label}
      </button>
      <span role="status" className="visually-hidden">
        {phase === 'waiting' ? uploadWait.status : ''}
      </span>
    </>
  );
}
