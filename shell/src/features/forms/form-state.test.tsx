import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Link, MemoryRouter, Route, Routes } from '@rdj/router';
import { useFormStateOfFirstPage } from './form-state';

const sent = { values: {}, errors: { form: 'This link is no longer valid.' } };

function Page() {
  const form = useFormStateOfFirstPage(sent);
  return (
    <>
      <p data-testid="state">{form?.errors.form ?? 'none'}</p>
      <Link to="/alerts/new">Sign-up</Link>
      <Link to="/alerts/confirm">Back to the first page</Link>
    </>
  );
}

describe('useFormStateOfFirstPage', () => {
  it('gives the edge’s form state to the page it came with and to no page reached by a link', async () => {
    render(
      <MemoryRouter initialEntries={['/alerts/confirm']}>
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('state').textContent).toBe('This link is no longer valid.');
    await userEvent.click(screen.getByRole('link', { name: 'Sign-up' }));
    expect(screen.getByTestId('state').textContent).toBe('none');
    await userEvent.click(screen.getByRole('link', { name: 'Back to the first page' }));
    expect(screen.getByTestId('state').textContent).toBe('This link is no longer valid.');
  });
});
