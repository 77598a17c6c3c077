import { render, screen, within } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { createRouter } from './router';

// A new deployment removed the support page's chunk while the tab was open.
vi.mock('./routes/info-pages', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/info-pages-x.js');
});

describe('a screen whose code cannot be fetched', () => {
  it(
    'shows a "reload" message in the place of the screen, the layout around it staying',
    { timeout: 20_000 },
    async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
      window.history.replaceState(null, '', '/support');
      const queryClient = createQueryClient();
      render(
        <AppProviders queryClient={queryClient} env="test">
          <RouterProvider router={createRouter(queryClient)} />
        </AppProviders>,
      );
      const main = await screen.findByRole('main', {}, { timeout: 10_000 });
      expect(
        await within(main).findByRole('heading', { level: 1, name: 'Không tải được trang' }, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(within(main).getByRole('alert')).toHaveTextContent('Không tải được phần này của trang');
      expect(within(main).getByRole('button', { name: 'Tải lại trang' })).toBeInTheDocument();
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Điều hướng chính' })).toBeInTheDocument();
    },
  );
});
