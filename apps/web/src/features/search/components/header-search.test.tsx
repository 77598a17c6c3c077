import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render';
import { HeaderSearch } from './header-search';

/** The search box's code arrives when the test says so: the read-only box shows until then. */
const boxCode = await vi.hoisted(async () => (await import('../../../test/held-code')).heldCode());
vi.mock('./search-box', async (importOriginal) => {
  await boxCode.arrived;
  return importOriginal();
});

const narrowMatchMedia = window.matchMedia;

/** Every media query matches: the window is wider than any breakpoint. */
function wideWindow() {
  window.matchMedia = ((query: string) => ({ ...narrowMatchMedia(query), matches: true })) as typeof window.matchMedia;
}

afterEach(() => {
  window.matchMedia = narrowMatchMedia;
});

function renderHeaderSearch() {
  stubFetchRoutes({ 'GET /api/search?q=vlan&page=1': { body: { results: [], total: 0, page: 1, limit: 20 } } });
  return renderRoutes([{ path: '/', element: <HeaderSearch /> }], '/', { env: 'test' });
}

describe('HeaderSearch', () => {
  it('on a wide screen, holds the place with a read-only box until the box has arrived, which then takes the focus it had', async () => {
    wideWindow();
    renderHeaderSearch();
    const placeholder = screen.getByRole('searchbox', { name: 'Tìm kiếm' });
    expect(placeholder).toHaveAttribute('readonly');
    act(() => placeholder.focus());
    boxCode.arrive();
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Tìm kiếm' })).not.toHaveAttribute('readonly'));
    const box = screen.getByRole('searchbox', { name: 'Tìm kiếm' });
    expect(box).toHaveFocus();
    await userEvent.type(box, 'vlan');
    expect(box).toHaveValue('vlan');
  });

  it('on a narrow screen, opens the box in a dialog fetched when first asked for, and gives the focus back on closing', async () => {
    boxCode.arrive();
    const user = userEvent.setup();
    renderHeaderSearch();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Mở ô tìm kiếm' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Tìm kiếm' });
    await waitFor(() => expect(within(dialog).getByRole('searchbox', { name: 'Tìm kiếm' })).toHaveFocus());
    // The first Escape closes the box's results (Combobox), the second the dialog.
    await user.keyboard('{Escape}{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });
});
