import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render';
import { RubricTable } from './rubric-table';

describe('RubricTable', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
  });

  it('its sideways scroll area (a phone) is a named region a keyboard can reach', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: <RubricTable rubric={[{ title: 'Cấu hình VLAN', levels: [{ label: 'Đạt', points: 5 }] }]} />,
        },
      ],
      '/',
    );
    const region = screen.getByRole('region', { name: 'Bảng tiêu chí chấm (cuộn ngang được)' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });
});
