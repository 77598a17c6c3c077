import { Menu } from '@mantine/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cloneElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { MenuOnDemand, useHandedOverMenu, type MenuOnArrival } from './menu-on-demand';

const AccountItems: MenuOnArrival<object> = ({ button, handover }) => {
  const { menu, target } = useHandedOverMenu(handover);
  return (
    <Menu {...menu}>
      <Menu.Target>{cloneElement(button, { ref: target })}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>Đổi mật khẩu</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};

/** The menu's code, arriving when the test says so. */
function gatedItems() {
  let fetched = 0;
  let arrive: () => void = () => undefined;
  const code = new Promise<MenuOnArrival<object>>((resolve) => {
    arrive = () => resolve(AccountItems);
  });
  const load = () => {
    fetched += 1;
    return code;
  };
  const button = <button type="button">Tài khoản</button>;
  const view = renderRoutes([{ path: '/', element: <MenuOnDemand load={load} button={button} props={{}} /> }], '/', {
    env: 'test',
  });
  return { view, fetched: () => fetched, arrive: () => act(() => arrive()) };
}

describe('a menu fetched after the first paint', () => {
  it('shows its button at once and fetches its code only after the first paint', async () => {
    const menu = gatedItems();
    const standIn = screen.getByRole('button', { name: 'Tài khoản' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(menu.fetched()).toBe(0);
    await waitFor(() => expect(menu.fetched()).toBe(1));
    await menu.arrive();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tài khoản' })).not.toBe(standIn));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('pressed before its code is in, opens as it arrives, and closing gives the focus back to its button', async () => {
    const user = userEvent.setup();
    const menu = gatedItems();
    await user.click(screen.getByRole('button', { name: 'Tài khoản' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await menu.arrive();
    expect(await screen.findByRole('menuitem', { name: 'Đổi mật khẩu' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Tài khoản' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('focused before its code is in, hands the focus to the menu button, which opens from the keyboard', async () => {
    const user = userEvent.setup();
    const menu = gatedItems();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Tài khoản' })).toHaveFocus();
    await waitFor(() => expect(menu.fetched()).toBe(1));
    await menu.arrive();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Tài khoản' })).toHaveAttribute('aria-expanded', 'false'),
    );
    const button = screen.getByRole('button', { name: 'Tài khoản' });
    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Đổi mật khẩu' })).toBeInTheDocument();
  });
});
