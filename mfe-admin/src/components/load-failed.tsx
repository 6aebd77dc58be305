/** What a screen shows when its data could not be loaded: the reason, and Retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="stack">
      <p role="alert" className="alert alert-error">
        {message}
      </p>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
