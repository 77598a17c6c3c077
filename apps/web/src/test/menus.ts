import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The button of a menu fetched on demand (components/menu-on-demand.tsx), once the menu's own
 * has replaced the stand-in: Mantine gives it an id, the stand-in has none. A test that clicks
 * the stand-in's element while it is being replaced sends its click to a detached element
 * (a browser sends it to what is under the pointer). Up to 5 s: the menu's module may be
 * imported for the first time in the run.
 */
export async function arrivedMenuButton(name: string | RegExp): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByRole('button', { name })).toHaveAttribute('id'), { timeout: 5_000 });
  return screen.getByRole('button', { name });
}
