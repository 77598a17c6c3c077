import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { textPart, type TextPart } from './src/locales/text-parts';

/** `import('./vi.json?first')`: only the first part of a locale's texts (`?rest`, `?staff`: the others; src/locales/text-parts.ts). */
const PART = /[\\/]locales[\\/][a-z]+\.json\?(first|rest|staff)$/;

/**
 * The texts of the messages the API and the shared schemas carry by key (packages/shared/src/message-keys.ts):
 * the `messages` section of the first part, from the files the server renders them with (docs/decisions/041).
 */
const MESSAGES = (language: string) =>
  fileURLToPath(new URL(`../../packages/shared/src/locales/messages.${language}.json`, import.meta.url));

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

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
      const section = textPart(readJson(file), part);
      const language = /([a-z]+)\.json$/.exec(file)?.[1] ?? '';
      const messages = part === 'first' ? MESSAGES(language) : undefined;
      if (messages) this.addWatchFile(messages);
      const texts = JSON.stringify(messages ? { ...section, messages: readJson(messages) } : section);
      // JSON.parse of a string is read faster than the same object as code.
      return { code: `export default JSON.parse(${JSON.stringify(texts)});`, moduleType: 'js' };
    },
  };
}
