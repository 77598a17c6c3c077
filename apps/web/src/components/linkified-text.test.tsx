import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';
import { LinkifiedText, splitLinks } from './linkified-text';

const renderText = (text: string) =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <p data-testid="text">
        <LinkifiedText text={text} />
      </p>
    </AppProviders>,
  );

describe('LinkifiedText', () => {
  it('renders markup as text, never as HTML', () => {
    renderText('<img src=x onerror=alert(1)><b>đậm</b> <script>alert(2)</script>');
    const text = screen.getByTestId('text');
    expect(text.textContent).toBe('<img src=x onerror=alert(1)><b>đậm</b> <script>alert(2)</script>');
    expect(text.querySelector('img, b, script')).toBeNull();
  });

  it('links http(s) URLs only, opening in a new tab without access to the page', () => {
    renderText('Xem https://vi.wikipedia.org/wiki/OSI. Và javascript:alert(1), ftp://x.vn, www.example.com');
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://vi.wikipedia.org/wiki/OSI');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByTestId('text').textContent).toBe(
      'Xem https://vi.wikipedia.org/wiki/OSI. Và javascript:alert(1), ftp://x.vn, www.example.com',
    );
  });

  it('leaves sentence punctuation after a link as text', () => {
    expect(splitLinks('(http://a.vn/x?y=1), tiếp')).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'link', href: 'http://a.vn/x?y=1' },
      { kind: 'text', text: '), tiếp' },
    ]);
    expect(splitLinks('không có liên kết')).toEqual([{ kind: 'text', text: 'không có liên kết' }]);
  });
});
