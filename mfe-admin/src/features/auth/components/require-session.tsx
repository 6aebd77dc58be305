import { Navigate, Outlet } from '@rdj/router';
import { useResource } from '@rdj/shared/loading';
import { hasSession } from '../api/session';

const checkSession = () => hasSession();

/** Layout route for every protected admin page: renders them only for a visitor holding a session. */
export function RequireSession() {
  const { state, reload } = useResource(checkSession);
  if (state.status === 'ready') return state.data ? <Outlet /> : <Navigate to="/admin/login" replace />;
  if (state.status === 'failed') {
    // The answer is unknown (network down, server error): Try again checks once more.
    return (
      <div className="container admin-status">
        <div role="alert" className="alert alert-error">
          We could not check your session. Please try again.
        </div>
        <button type="button" className="btn btn-secondary" onClick={reload}>
          Try again
        </button>
      </div>
    );
  }
  return <p className="container admin-status">Loading...</p>;
}
