import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { lazy, type JSX } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

describe('AfterFirstPaint', () => {
  it('holds the place with a skeleton of the given height first, then shows its content', async () => {
    const { container } = render(
      <MantineProvider>
        <AfterFirstPaint height={240}>
          <p>calendar</p>
        </AfterFirstPaint>
      </MantineProvider>,
    );
    expect(screen.queryByText('calendar')).not.toBeInTheDocument();
    expect(container.querySelector('.mantine-Skeleton-root')).toHaveStyle({
      '--skeleton-height': 'calc(15rem * var(--mantine-scale))',
    });
    expect(await screen.findByText('calendar')).toBeInTheDocument();
    expect(container.querySelector('.mantine-Skeleton-root')).toBeNull();
  });

  it('fetches a lazy part only after the first paint, keeping the skeleton until its code has arrived', async () => {
    let fetched = 0;
    let arrive: (module: { default: () => JSX.Element }) => void = () => undefined;
    const Calendar = lazy(() => {
      fetched += 1;
      return new Promise<{ default: () => JSX.Element }>((resolve) => {
        arrive = resolve;
      });
    });
    const { container } = render(
      <MantineProvider>
        <AfterFirstPaint height={240}>
          <Calendar />
        </AfterFirstPaint>
      </MantineProvider>,
    );
    expect(fetched).toBe(0);
    await vi.waitFor(() => expect(fetched).toBe(1));
    expect(container.querySelector('.mantine-Skeleton-root')).not.toBeNull();
    arrive({ default: () => <p>calendar</p> });
    expect(await screen.findByText('calendar')).toBeInTheDocument();
    expect(container.querySelector('.mantine-Skeleton-root')).toBeNull();
  });
});
