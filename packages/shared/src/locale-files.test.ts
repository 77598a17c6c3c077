import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TEMPLATES, NOTIFICATION_TYPES } from './notification-texts.js';

/**
 * The shared locale files (locales/<name>.<language>.json: the messages, the notifications, the
 * downloads' words) come in pairs, Vietnamese and English, with the same keys and the same values
 * named (docs/decisions/041, 045).
 */
const LOCALES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(LOCALES, file), 'utf8')) as unknown;

/** Every text of a locale file by its dotted key. */
const textsOf = (value: unknown, prefix = ''): [string, unknown][] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => textsOf(inner, prefix ? `${prefix}.${key}` : key))
    : [[prefix, value]];
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const names = [...new Set(fs.readdirSync(LOCALES).map((file) => file.replace(/\.[a-z]+\.json$/, '')))];

describe('the shared locale files', () => {
  it('are the messages, the notifications and the downloads, each in Vietnamese and English alone', () => {
    expect(names.sort()).toEqual(['exports', 'messages', 'notifications']);
    expect(fs.readdirSync(LOCALES).sort()).toEqual(names.flatMap((name) => [`${name}.en.json`, `${name}.vi.json`]));
  });

  it.each(names)(
    '%s: the same keys in both languages, every text a non-empty string naming the same values',
    (name) => {
      const vi = textsOf(read(`${name}.vi.json`));
      const en = new Map(textsOf(read(`${name}.en.json`)));
      expect([...en.keys()]).toEqual(vi.map(([key]) => key));
      for (const [key, text] of vi) {
        const english = en.get(key);
        expect(typeof text === 'string' && text.trim() !== '', `${name} vi ${key}`).toBe(true);
        expect(typeof english === 'string' && english.trim() !== '', `${name} en ${key}`).toBe(true);
        expect(placeholders(String(english)), `${name} ${key}`).toEqual(placeholders(String(text)));
      }
    },
  );

  it('word every notification type, and no other', () => {
    for (const language of ['vi', 'en'] as const) {
      expect(Object.keys(NOTIFICATION_TEMPLATES[language]).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    }
  });
});
