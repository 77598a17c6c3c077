import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    expect(container.querySelector('.mantine-Skeleton-root')).toHaveStyle({ '--skeleton-height': 'calc(15rem * var(--mantine-scale))' });
    expect(await screen.findByText('calendar')).toBeInTheDocument();
    expect(container.querySelector('.mantine-Skeleton-root')).toBeNull();
  });
});
