import { sessionChangedEvent } from '@rdj/shared/client';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@rdj/router';
import { messageOf } from '@rdj/shared/client';
import { signIn } from '../api/session';

export function LoginPage() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await signIn({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') });
      window.dispatchEvent(new Event(sessionChangedEvent));
      navigate('/admin/dashboard', { replace: true });
    } catch (failure) {
      setError(messageOf(failure, 'Sign-in failed. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <section className="container admin-login">
      <form className="card stack" onSubmit={onSubmit} aria-labelledby="admin-login-heading">
        <h1 id="admin-login-heading">Admin Login</h1>
        {error && (
          <div role="alert" className="alert alert-error">
            {error}
          </div>
        )}
        <div className="field">
          <label htmlFor="admin-login-email">Email</label>
          <input id="admin-login-email" className="input" name="email" type="email" autoComplete="username" required />
        </div>
        <div className="field">
          <label htmlFor="admin-login-password">Password</label>
          <input
            id="admin-login-password"
            className="input"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Logging in...' : 'Login'}
        </button>
      </form>
    </section>
  );
}
