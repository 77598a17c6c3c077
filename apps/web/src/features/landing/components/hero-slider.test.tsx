import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render';
import { HeroSlider } from './hero-slider';

const currentDot = () =>
  screen
    .getAllByRole('button', { name: /Go to slide/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');

describe('HeroSlider', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    vi.useFakeTimers();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await i18n.changeLanguage('vi');
  });

  it('advances every 2500 ms and wraps around', () => {
    renderRoutes([{ path: '/', element: <HeroSlider /> }], '/');
    expect(currentDot()).toBe(0);
    act(() => vi.advanceTimersByTime(2499));
    expect(currentDot()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(currentDot()).toBe(1);
    act(() => vi.advanceTimersByTime(2500));
    expect(currentDot()).toBe(2);
    act(() => vi.advanceTimersByTime(2500));
    expect(currentDot()).toBe(0);
  });

  it('jumps to the slide of a clicked dot and restarts the timer', () => {
    renderRoutes([{ path: '/', element: <HeroSlider /> }], '/');
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(currentDot()).toBe(2);
    act(() => vi.advanceTimersByTime(2499));
    expect(currentDot()).toBe(2);
    act(() => vi.advanceTimersByTime(1));
    expect(currentDot()).toBe(0);
  });
});
