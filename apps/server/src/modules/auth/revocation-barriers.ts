import { randomUUID } from 'node:crypto';

/** What a revocation waits for before its caller answers (docs/decisions/012, "a barrier"). */
interface Waiting {
  /** This instance's own listener has heard the barrier. */
  heardHere: boolean;
  /** The other instances listening when the barrier left; unknown until the send returns. */
  peers: string[] | undefined;
  /** Instances that have said they heard it (an ack may come before `peers` is known). */
  acked: Set<string>;
  release: () => void;
}

/**
 * Barriers of this instance's revocations, and who has heard each. A revocation, once
 * committed, sends a barrier notification on the revocation channel and learns, in the same
 * statement, which other instances are listening. Every listener hears notifications in
 * commit order, so an instance that has heard the barrier has heard the revocation too; each
 * other instance says so (an ack notification). The caller answers when this instance's
 * listener and every other one have heard the barrier: a client acting on the answer, at any
 * instance, finds its session gone.
 */
export class RevocationBarriers {
  /** Names this instance's listener connection (`application_name`) and its acks. */
  readonly instance = randomUUID();
  private readonly waiting = new Map<string, Waiting>();
  private listening = false;

  /**
   * Resolves when the barrier `token` has been heard everywhere (`heard`, `peersAre`,
   * `acked`), after `timeoutMs`, or at once while this instance is not listening. Taken
   * before the barrier is sent.
   */
  wait(token: string, timeoutMs: number): Promise<void> {
    if (!this.listening) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.release(token), timeoutMs);
      this.waiting.set(token, {
        heardHere: false,
        peers: undefined,
        acked: new Set(),
        release: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  /** The other instances that were listening when the barrier was sent. */
  peersAre(token: string, instances: string[]): void {
    this.update(token, (waiting) => (waiting.peers = instances.filter((instance) => instance !== this.instance)));
  }

  /** This instance's listener heard the barrier. */
  heard(token: string): void {
    this.update(token, (waiting) => (waiting.heardHere = true));
  }

  /** Another instance heard the barrier. */
  acked(token: string, instance: string): void {
    this.update(token, (waiting) => waiting.acked.add(instance));
  }

  /** The barrier could not be sent: nothing will be heard of it. */
  release(token: string): void {
    this.waiting.get(token)?.release();
    this.waiting.delete(token);
  }

  /** While not listening nothing is heard, so nobody waits (and the cache holds nothing). */
  setListening(listening: boolean): void {
    this.listening = listening;
    if (!listening) for (const token of [...this.waiting.keys()]) this.release(token);
  }

  private update(token: string, change: (waiting: Waiting) => void): void {
    const waiting = this.waiting.get(token);
    if (!waiting) return;
    change(waiting);
    if (waiting.heardHere && waiting.peers?.every((peer) => waiting.acked.has(peer))) this.release(token);
  }
}
