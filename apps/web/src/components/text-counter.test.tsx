import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { textStatus } from '../lib/text-status';
import { renderRoutes } from '../test/render';
import { TextCounter } from './text-counter';

const renderCounter = (value: string, max: number, blankReason?: string) =>
  renderRoutes(
    [{ path: '/', element: <TextCounter id="counter" status={textStatus(value, max)} blankReason={blankReason} /> }],
    '/',
  );

describe('TextCounter', () => {
  afterEach(async () => {
    await i18n.changeLanguage('vi');
  });

  it('counts as the user types, from the first character', () => {
    renderCounter('Xin chào', 2000);
    expect(screen.getByText('8/2000 ký tự')).toBeInTheDocument();
  });

  it('says by how much a text is over its limit', async () => {
    renderCounter('x'.repeat(2035), 2000);
    expect(screen.getByText('2035/2000 ký tự')).toBeInTheDocument();
    expect(screen.getByText('Dài hơn giới hạn 35 ký tự, hãy rút gọn để gửi.')).toBeInTheDocument();
    await i18n.changeLanguage('en');
    expect(await screen.findByText('35 characters over the limit: shorten the text to send it.')).toBeInTheDocument();
  });

  it('says why a blank text cannot be sent only where asked to, and names a refused character', () => {
    const { unmount } = renderCounter('  ', 1000, 'Vui lòng nhập nội dung tin nhắn.');
    expect(screen.getByText('Vui lòng nhập nội dung tin nhắn.')).toBeInTheDocument();
    unmount();
    renderCounter('a\u0007', 1000);
    expect(screen.getByText('Nội dung chứa ký tự điều khiển hoặc ký tự ẩn không được phép.')).toBeInTheDocument();
  });
});
