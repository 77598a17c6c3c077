/**
 * A message as the shared schemas and the server carry it: its KEY in the message locales
 * (locales/messages.vi.json and messages.en.json, e.g. `assignment.notFound`), with its values
 * after a `|` as JSON when its texts name some (`chat.tooLong|{"max":2000}`). The server renders
 * it in the request's language (message-texts.ts), the web app with i18next (docs/decisions/041).
 * No texts here: the schemas import this module alone.
 */
export type MessageParams = Record<string, string | number>;

/** A message with values: its key and the values its texts name (`{{max}}`). */
export const messageOf = (key: string, params?: MessageParams): string =>
  params && Object.keys(params).length > 0 ? `${key}|${JSON.stringify(params)}` : key;

/** The key and values of a message written by messageOf (values undefined when unreadable). */
export function splitMessage(message: string): { key: string; params?: MessageParams } {
  const bar = message.indexOf('|');
  if (bar < 0) return { key: message };
  try {
    const params = JSON.parse(message.slice(bar + 1)) as unknown;
    return {
      key: message.slice(0, bar),
      params: params && typeof params === 'object' ? (params as MessageParams) : {},
    };
  } catch {
    return { key: message };
  }
}
