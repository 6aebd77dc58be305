import type { Flash } from '../hooks/use-flash';

/** A status message: announced politely when all went well, as an alert when not. */
export function FlashMessage({ flash }: { flash: Flash | null }) {
  if (!flash) return null;
  return flash.kind === 'success' ? (
    <p role="status" className="alert alert-success">
      {flash.text}
    </p>
  ) : (
    <p role="alert" className="alert alert-error">
      {flash.text}
    </p>
  );
}
