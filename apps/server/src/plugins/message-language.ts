import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { acceptedLanguage, parseMessage, renderMessage, type MessageLanguage } from '@netclass/shared';

/**
 * The language the server words its messages in for `request`: the one its Accept-Language
 * prefers among Vietnamese and English (the web app sends the language the user chose in it),
 * else Vietnamese (docs/decisions/041).
 */
export const requestLanguage = (request: FastifyRequest): MessageLanguage =>
  acceptedLanguage(request.headers['accept-language']) ?? 'vi';

/** The properties that carry a message key (a success's `message`, an import row's, an error's). */
const MESSAGE_PROPERTIES = new Set(['message', 'error']);

/** `payload` with every message key under `message` (at any depth) worded in `language`; the same object when it has none. */
export function renderMessages(payload: unknown, language: MessageLanguage): unknown {
  if (Array.isArray(payload)) {
    let changed = false;
    const items = payload.map((item) => {
      const rendered = renderMessages(item, language);
      changed ||= rendered !== item;
      return rendered;
    });
    return changed ? items : payload;
  }
  if (!payload || typeof payload !== 'object' || payload.constructor !== Object) return payload;
  let copy: Record<string, unknown> | undefined;
  for (const [name, value] of Object.entries(payload)) {
    const rendered =
      typeof value === 'string'
        ? MESSAGE_PROPERTIES.has(name) && parseMessage(value)
          ? renderMessage(value, language)
          : value
        : renderMessages(value, language);
    if (rendered !== value) (copy ??= { ...payload })[name] = rendered;
  }
  return copy ?? payload;
}

/** Words the message keys of every JSON answer in the request's language, before it is serialized. */
export const messageLanguagePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', async (request, _reply, payload) =>
    renderMessages(payload, requestLanguage(request)),
  );
});
