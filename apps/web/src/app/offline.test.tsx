import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';

// The notification list's chunk cannot be fetched while the browser is offline.
vi.mock('./notifications-list', async (importOriginal) => {
  if (!navigator.onLine)
    throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/notifications-list-x.js');
  return importOriginal();
});

afterEach(() => notifications.clean());

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

describe('offline, before the notification list was fetched', () => {
  it(
    'keeps the page, says it is offline, and shows the notification asked for meanwhile once back',
    { timeout: 20_000 },
    async () => {
      render(
        <AppProviders queryClient={createQueryClient()} env="test">
          <h1>Bài kiểm tra</h1>
        </AppProviders>,
      );
      goOffline(true);
      // A request failed offline: its error is a notification, whose list cannot be fetched now.
      act(() => void notifications.show({ message: 'Không thể kết nối tới máy chủ.' }));
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      expect(screen.getByRole('heading', { name: 'Bài kiểm tra' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Mất kết nối mạng');

      goOffline(false);
      expect(await screen.findByText('Không thể kết nối tới máy chủ.', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Bài kiểm tra' })).toBeInTheDocument();
      expect(screen.getByRole('status')).not.toHaveTextContent('Mất kết nối mạng');
    },
  );
});
