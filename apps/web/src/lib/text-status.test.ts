import { describe, expect, it } from 'vitest';
import { textStatus } from './text-status';

describe('textStatus (what the server will count and refuse)', () => {
  it('counts Vietnamese the same typed as NFC or NFD', () => {
    const word = 'Nguyễn';
    expect(textStatus(word.normalize('NFD'), 10)).toEqual({ length: word.length, max: 10, block: null });
  });

  it('does not count hidden characters or the spaces around the text', () => {
    expect(textStatus('  Xin\u200B chào\u202E  ', 10)).toEqual({ length: 8, max: 10, block: null });
  });

  it('says blank, over the limit (limit + 1, not cut) or a refused character', () => {
    expect(textStatus(' \n\u200B ', 10).block).toBe('blank');
    expect(textStatus('x'.repeat(10), 10).block).toBeNull();
    expect(textStatus('x'.repeat(11), 10)).toEqual({ length: 11, max: 10, block: 'tooLong' });
    expect(textStatus('a\u001Bb', 10).block).toBe('invalid');
  });
});
