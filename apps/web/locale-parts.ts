import fs from 'node:fs';
import type { Plugin } from 'vite';
import { textPart, type TextPart } from './src/locales/text-parts';

/** `import('./vi.json?first')`: only the first part of a locale's texts (`?rest`, `?staff`: the others; src/locales/text-parts.ts). */
const PART = /[\\/]locales[\\/][a-z]+\.json\?(first|rest|staff)$/;

/** Serves the parts of a locale file as modules of their own, so each is a chunk of its own. */
export function localeParts(): Plugin {
  return {
    name: 'netclass-locale-parts',
    enforce: 'pre',
    load(id) {
      const part = PART.exec(id)?.[1] as TextPart | undefined;
      if (!part) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const texts = JSON.stringify(
        textPart(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>, part),
      );
      // JSON.parse of a string is read faster than the same object as code.
      return { code: `export default JSON.parse(${JSON.stringify(texts)});`, moduleType: 'js' };
    },
  };
}
