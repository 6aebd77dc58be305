import { Navigate, Outlet } from '@rdj/router';
import { useSessionCheck } from '../hooks/use-session-check';

/** Layout route for every protected admin page: renders them only for a visitor holding a session. */
export function RequireSession() {
  const { status, retry } = useSessionCheck();
  switch (status) {
    case 'checking':
      return <p className="container admin-status">Loading...</p>;
    case 'signed-out':
      return <Navigate to="/admin/login" replace />;
    case 'unknown':
      return (
        <div className="container admin-status">
          <div role="alert" className="alert alert-error">
            We could not check your session. Please try again.
          </div>
          <button type="button" className="btn btn-secondary" onClick={retry}>
            Try again
          </button>
        </div>
      );
    case 'signed-in':
      return <Outlet />;
  }
}
