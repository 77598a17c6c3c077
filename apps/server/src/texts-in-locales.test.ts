import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every text the server shows a user comes from the shared locale files (packages/shared/src/locales,
 * docs/decisions/041 and 045), so no server source writes one inline: none holds a Vietnamese
 * letter, tests and their fixtures aside, but for this short list of data that is no interface text.
 */
const SRC = path.dirname(fileURLToPath(import.meta.url));

const ALLOWED: Record<string, string> = {
  'seed/': "the demo's courses, lessons and people: content, as a teacher would have written it",
  'storage/storage-contract.ts': "the storage tests' contract: Vietnamese file names as test data",
  'db/schema/content.ts': "a course description's stored default (a column default of the schema, data)",
};

/** The letters Vietnamese writes and English does not (compared in NFC, either case). */
const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/iu;

const sources = (folder: string): string[] =>
  fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|fixtures)\.ts$/.test(entry.name) ? [full] : [];
  });

const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const allowed = (file: string) => Object.keys(ALLOWED).some((entry) => relative(file).startsWith(entry));

describe('the server writes no user text inline', () => {
  it('holds no Vietnamese letter outside the locale files (tests, fixtures and the listed data aside)', () => {
    const inline = sources(SRC)
      .filter((file) => !allowed(file))
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) => (VIETNAMESE.test(line.normalize('NFC')) ? [`${relative(file)}:${index + 1}`] : [])),
      );
    expect(inline).toEqual([]);
  });

  it('finds a Vietnamese letter written in either case or decomposed', () => {
    expect(VIETNAMESE.test('Đã xóa')).toBe(true);
    expect(VIETNAMESE.test('ĐIỂM')).toBe(true);
    expect(VIETNAMESE.test('Tie\u0302\u0301n'.normalize('NFC'))).toBe(true);
    expect(VIETNAMESE.test('Deleted (ASCII), naïve Zürich')).toBe(false);
  });

  it.each(Object.keys(ALLOWED))('allows %s, which exists and still holds such data', (entry) => {
    const files = sources(SRC).filter((file) => relative(file).startsWith(entry));
    expect(files.some((file) => VIETNAMESE.test(fs.readFileSync(file, 'utf8')))).toBe(true);
  });
});
