import { CloseButton, Pagination } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';

describe('the theme names the icon buttons of Mantine components', () => {
  it("names a pagination's arrows and a close button in the interface language", () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <Pagination total={5} value={2} onChange={() => undefined} withEdges />
              <CloseButton />
            </>
          ),
        },
      ],
      '/',
    );
    for (const name of ['Trang đầu', 'Trang trước', 'Trang sau', 'Trang cuối', 'Đóng'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });
});
