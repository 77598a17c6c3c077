import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { SkipLink } from './skip-link';

/** A page whose button goes to the other page, as a login form's submit does. */
function Leaving() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate('/next')}>Go</button>;
}

/** Where the focus was when the new page was first drawn, before any effect React runs later. */
let focusWhenDrawn: Element | null = null;
function NewPage() {
  useLayoutEffect(() => {
    focusWhenDrawn = document.activeElement;
  }, []);
  return <button>Somewhere inside the new page</button>;
}

const routes = [
  {
    element: (
      <>
        <SkipLink />
        <Link to="/next">Header link</Link>
        <Outlet />
      </>
    ),
    children: [
      { path: '/', element: <Leaving /> },
      { path: '/next', element: <NewPage /> },
    ],
  },
];

describe('SkipLink', () => {
  it('starts the focus again at the top when the old page took it away, so the next Tab reaches the skip link', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await screen.findByRole('button', { name: 'Somewhere inside the new page' });
    // Browsers resume Tab from where the removed button was; the focus is put back at the top instead.
    const skip = screen.getByRole('link', { name: 'Bỏ qua đến nội dung chính' });
    expect(skip.parentElement).toHaveFocus();
    await user.tab();
    expect(skip).toHaveFocus();
  });

  it('has the focus at the top in the commit that draws the new page, so a key pressed at once cannot land inside it', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await screen.findByRole('button', { name: 'Somewhere inside the new page' });
    expect(focusWhenDrawn).toBe(screen.getByRole('link', { name: 'Bỏ qua đến nội dung chính' }).parentElement);
  });

  it('leaves a focus that survived the move where it is', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/');
    const header = screen.getByRole('link', { name: 'Header link' });
    await act(async () => {
      header.focus();
      await router.navigate('/next');
    });
    await screen.findByRole('button', { name: 'Somewhere inside the new page' });
    expect(header).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Somewhere inside the new page' })).toHaveFocus();
  });
});
