import { EventEmitter } from 'node:events';

/**
 * What services announce after their transaction has committed. realtime/ maps each to
 * rooms and presenters; nothing here knows about sockets.
 */
export interface DomainEventMap {
  /** Sessions ended (logout, password change or reset, deactivation, deletion). */
  sessionsRevoked: { sessionIds: string[] };
}

export type DomainEventName = keyof DomainEventMap;

export class DomainEvents {
  private readonly emitter = new EventEmitter();

  publish<E extends DomainEventName>(name: E, payload: DomainEventMap[E]): void {
    this.emitter.emit(name, payload);
  }

  on<E extends DomainEventName>(name: E, handler: (payload: DomainEventMap[E]) => void): void {
    this.emitter.on(name, handler);
  }
}
