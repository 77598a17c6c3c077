import type { IncomingMessage, ServerResponse } from 'node:http';

/** What a request's stream fails with when the client goes away (a closed tab, a lost network). */
const CLIENT_GONE_CODES = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'ECONNABORTED']);

/** `error` is what a request body fails with when its client went away mid-request. */
export const isClientGone = (error: unknown): boolean =>
  CLIENT_GONE_CODES.has((error as { code?: string } | undefined)?.code ?? '') ||
  (error as Error | undefined)?.message === 'aborted';

/**
 * The request failed because its client closed the connection: the error says so and the
 * connection is indeed closed (a reset from elsewhere, e.g. the database, does not count).
 * Not a server fault, and there is no one left to answer.
 */
export const closedByClient = (error: unknown, request: IncomingMessage): boolean =>
  isClientGone(error) && (request.destroyed || request.socket.destroyed);

/** The reason a request's work is abandoned when its client closes the connection first (see `whileClientWaits`). */
export const clientGoneError = (): Error =>
  Object.assign(new Error('the client closed the connection'), { code: 'ECONNABORTED' });

/**
 * A signal that aborts (with `clientGoneError`) if the connection closes before the answer is
 * sent: queued work for a client that left, a login's password hash say, is then skipped.
 */
export function whileClientWaits(response: ServerResponse): AbortSignal {
  const controller = new AbortController();
  response.once('close', () => {
    if (!response.writableFinished) controller.abort(clientGoneError());
  });
  return controller.signal;
}
