import type { QuizAnswerDraft } from '@netclass/shared/quiz-attempts';
import { ApiError } from '../../lib/api-client';
import type { saveQuizAnswer } from './api/quiz-attempts';

/** How long after the last change a question's answer is sent. */
export const AUTOSAVE_DELAY_MS = 1000;
/** A failed save is tried again this often (and at once when the connection comes back). */
const RETRY_MS = 5000;

export type SaveState = 'saved' | 'pending' | 'saving' | 'failed';

interface Slot {
  answer: QuizAnswerDraft | null;
  /** The seq of the last save sent (or the server's, at load). */
  seq: number;
  /** Changed since its last send. */
  dirty: boolean;
  state?: SaveState;
  timer?: ReturnType<typeof setTimeout>;
}

export interface AutosaveHandlers {
  /** Each save's `ends_at` and server time, to set the clock by. */
  onClock: (endsAt: string | null, now: string) => void;
  /** The server refused because the attempt is over (409). */
  onClosed: () => void;
  /** The answers or their states changed. */
  onChange: () => void;
}

/**
 * Each question's answer saved as it is given (docs/decisions/030): debounced per question, sent
 * with a seq one above the last (the server keeps only a higher one, so a retry or a late answer
 * never undoes a newer one), tried again after a failure. The seqs start from the server's, so
 * a reload goes on counting. Plain TypeScript: the hook (use-autosave.ts) shows its state.
 */
export class AutosaveQueue {
  private readonly slots = new Map<number, Slot>();

  constructor(
    private readonly send: typeof saveQuizAnswer,
    private readonly attemptId: number,
    questions: { position: number; answer: unknown; seq: number }[],
    private handlers: AutosaveHandlers,
  ) {
    for (const question of questions)
      this.slots.set(question.position, {
        answer: (question.answer ?? null) as QuizAnswerDraft | null,
        seq: question.seq,
        dirty: false,
      });
  }

  setHandlers(handlers: AutosaveHandlers): void {
    this.handlers = handlers;
  }

  answerOf = (position: number) => this.slots.get(position)?.answer ?? null;
  stateOf = (position: number) => this.slots.get(position)?.state;

  change(position: number, answer: QuizAnswerDraft): void {
    const slot = this.slots.get(position);
    if (!slot) return;
    Object.assign(slot, { answer, dirty: true, state: 'pending' });
    clearTimeout(slot.timer);
    slot.timer = setTimeout(() => void this.save(position), AUTOSAVE_DELAY_MS);
    this.handlers.onChange();
  }

  /** Sends at once every answer changed or failed and not yet saved (before submitting, or when back online). */
  async flush(): Promise<void> {
    const waiting = [...this.slots.entries()].filter(([, slot]) => slot.dirty || slot.state === 'failed');
    await Promise.all(waiting.map(([position]) => this.save(position)));
  }

  stop(): void {
    for (const slot of this.slots.values()) clearTimeout(slot.timer);
  }

  private setState(slot: Slot, state: SaveState) {
    slot.state = state;
    this.handlers.onChange();
  }

  private async save(position: number): Promise<void> {
    const slot = this.slots.get(position);
    if (!slot?.answer) return;
    clearTimeout(slot.timer);
    slot.dirty = false;
    slot.seq += 1;
    const seq = slot.seq;
    this.setState(slot, 'saving');
    try {
      const saved = await this.send(this.attemptId, position, slot.answer, seq);
      this.handlers.onClock(saved.ends_at, saved.now);
      if (!saved.saved && saved.seq > seq) {
        // Another device saved a later answer: this one goes above it.
        slot.seq = saved.seq;
        return this.save(position);
      }
      if (!slot.dirty && slot.seq === seq) this.setState(slot, 'saved');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return this.handlers.onClosed();
      this.setState(slot, 'failed');
      slot.timer = setTimeout(() => void this.save(position), RETRY_MS);
    }
  }
}
