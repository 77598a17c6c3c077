import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/**
 * One line per answered request (Fastify writes two: received, completed), at the level
 * ACCESS_LOG_LEVEL names; `silent` writes none. A failed request is still logged as an error.
 */
export class AccessLog extends LogController {
  constructor(private readonly level: Config['accessLogLevel']) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      userId: request.user?.id,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else if (this.level !== 'silent') reply.log[this.level](line, 'request');
  }
}
