import type { RowActionState } from '../hooks/use-row-action';

/** One of a row's buttons: its label, and what it says while it runs. */
export interface RowAction<A extends string> {
  action: A;
  label: string;
  busyLabel: string;
  primary?: boolean;
}

interface RowActionsProps<A extends string> {
  rowKey: string;
  actions: readonly RowAction<A>[];
  state: RowActionState<A>;
  onAct: (key: string, action: A) => void;
}

/** A row's action buttons: every button of the list waits while one runs, and the running one says so. */
export function RowActions<A extends string>({ rowKey, actions, state, onAct }: RowActionsProps<A>) {
  const running = state.busy?.key === rowKey ? state.busy.action : null;
  return (
    <div className="admin-actions">
      {actions.map(({ action, label, busyLabel, primary }) => (
        <button
          key={action}
          type="button"
          className={`btn ${primary ? 'btn-primary' : 'btn-secondary'}`}
          disabled={state.busy !== null}
          onClick={() => onAct(rowKey, action)}
        >
          {running === action ? busyLabel : label}
        </button>
      ))}
    </div>
  );
}
