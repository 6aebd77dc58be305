import { inPlaceAttribute } from '@rdj/shared/islands';
import { logout } from './logout';
import { useSessionUser } from './use-session-user';

/**
 * The header's links for a signed-in administrator: Admin Dashboard, and Logout, which signs out and goes home. An
 * island (docs/pages.md#islands) that the edge renders empty, since a page is the same for everyone: it hydrates
 * when the browser is idle, and only for a visitor with the session hint cookie, so no one else loads its code.
 */
export function SessionLinks() {
  const user = useSessionUser();
  if (!user) return null;
  const onLogout = () => {
    void logout()
      .catch(() => undefined)
      .then(() => window.location.assign('/'));
  };
  return (
    <>
      <a href="/admin/dashboard" className="shell-nav-link">
        Admin Dashboard
      </a>
      <button type="button" className="btn btn-secondary shell-logout" onClick={onLogout} {...{ [inPlaceAttribute]: '' }}>
        Logout
      </button>
    </>
  );
}
