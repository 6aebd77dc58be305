import { screen } from '@testing-library/react';
import { termsLoaded } from './blog-fixture';
import { signedIn, stubFetch, type Handler } from './fetch-stub';
import { renderAdminAt } from './render-admin';

/** Opens the post editor at `path` (signed in, categories and tags loaded) once its editor has loaded. */
export async function openEditor(path: string, handlers: Record<string, Handler> = {}) {
  const fetchMock = stubFetch({ 'GET /api/auth/user': signedIn, ...termsLoaded, ...handlers });
  renderAdminAt(path);
  await screen.findByRole('textbox', { name: 'Content' });
  return fetchMock;
}

export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
export const location = () => screen.getByTestId('location').textContent;
