import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';

function renderProviders() {
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <p>Trang</p>
    </AppProviders>,
  );
}

afterEach(() => notifications.clean());

describe('dialogs and notifications fetched when first used', () => {
  it('opens a dialog asked for before the dialogs code was here', async () => {
    renderProviders();
    act(() => void modals.open({ title: 'Quên mật khẩu?', children: 'Liên hệ giáo viên.' }));
    expect(await screen.findByRole('dialog', { name: 'Quên mật khẩu?' })).toHaveTextContent('Liên hệ giáo viên.');
  });

  it('replays the calls made while loading in order: a dialog closed meanwhile stays closed', async () => {
    renderProviders();
    act(() => {
      modals.open({ modalId: 'first', title: 'Thứ nhất' });
      modals.close('first');
      modals.open({ title: 'Thứ hai' });
    });
    expect(await screen.findByRole('dialog', { name: 'Thứ hai' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Thứ nhất' })).not.toBeInTheDocument();
  });

  it('shows a notification sent before the list was here', async () => {
    renderProviders();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => void notifications.show({ message: 'Đã lưu ghi chú.' }));
    expect(await screen.findByText('Đã lưu ghi chú.')).toBeInTheDocument();
  });
});
