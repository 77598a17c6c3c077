import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { TooltipOnDemand } from './tooltip-on-demand';

/** The tooltip's code arrives when the test says so. */
const tooltipCode = await vi.hoisted(async () => (await import('../test/held-code')).heldCode());
vi.mock('./target-tooltip', async (importOriginal) => {
  await tooltipCode.arrived;
  return importOriginal();
});

describe('a tooltip fetched after the first paint', () => {
  it('shows the control alone first, then attaches to the same element, which keeps the focus', async () => {
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <TooltipOnDemand label="Trang chủ">
              <button type="button" aria-label="Trang chủ">
                ⌂
              </button>
            </TooltipOnDemand>
          ),
        },
      ],
      '/',
      { env: 'test' },
    );
    const control = screen.getByRole('button', { name: 'Trang chủ' });
    await user.tab();
    expect(control).toHaveFocus();
    await user.hover(control);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.unhover(control);

    act(() => tooltipCode.arrive());
    // Hovered again until the tooltip, once in, answers.
    await waitFor(async () => {
      await user.unhover(control);
      await user.hover(control);
      expect(screen.getByRole('tooltip')).toHaveTextContent('Trang chủ');
    });
    expect(screen.getByRole('button', { name: 'Trang chủ' })).toBe(control);
    expect(control).toHaveFocus();
  });
});
