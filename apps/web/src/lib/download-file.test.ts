import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download-file';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name, else the plain one', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="Tien do - Mang may tinh.csv"; filename*=UTF-8''Ti%E1%BA%BFn%20%C4%91%E1%BB%99%20-%20M%E1%BA%A1ng.csv`,
      ),
    ).toBe('Tiến độ - Mạng.csv');
    expect(fileNameFromDisposition('attachment; filename="report.csv"')).toBe('report.csv');
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
