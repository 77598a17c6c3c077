import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { CompletedMaterialsResponse } from '@netclass/shared';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { i18n } from '../../../lib/i18n';
import { getSession } from '../../../lib/session';
import {
  addCompletedToCache,
  completeMaterial,
  progressKeys,
  refreshCourseProgress,
  setLessonProgressInCache,
} from './progress';

/**
 * Completions the student made that the server has not confirmed yet (docs/product/rules.md#states-and-flows: "on failure a
 * temporary local value is used"). The page counts them at once (optimistic); one that fails
 * for a passing reason (no network, server error) stays here, kept in localStorage so a reload
 * does not lose it, and is sent again on reconnect and after the next success. One the server
 * refuses for good (the material is gone) is dropped.
 */
export interface PendingCompletion {
  studentId: number;
  lessonId: number;
  materialId: number;
  /** When it was made (ms); older ones are dropped on load. */
  at: number;
}

export interface PendingState {
  entries: readonly PendingCompletion[];
  /** `studentId:materialId` of those being sent now. */
  sending: ReadonlySet<string>;
}

const STORAGE_KEY = 'progress.pendingCompletions';
const MAX_AGE_MS = 14 * 24 * 3600_000;
const keyOf = (entry: Pick<PendingCompletion, 'studentId' | 'materialId'>) => `${entry.studentId}:${entry.materialId}`;

const isEntry = (value: unknown): value is PendingCompletion => {
  const entry = value as PendingCompletion | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    [entry.studentId, entry.lessonId, entry.materialId, entry.at].every((n) => Number.isSafeInteger(n) && n > 0)
  );
};

function load(): PendingCompletion[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).filter((entry) => Date.now() - entry.at < MAX_AGE_MS) : [];
  } catch {
    return [];
  }
}

let state: PendingState | null = null;
const listeners = new Set<() => void>();

function current(): PendingState {
  state ??= { entries: load(), sending: new Set() };
  return state;
}

function update(next: Partial<PendingState>): void {
  const before = current();
  state = { ...before, ...next };
  if (next.entries) {
    if (state.entries.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(state.entries));
    else localStorage.removeItem(STORAGE_KEY);
  }
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Forgets the in-memory copy (tests start from what localStorage holds). */
export function resetPendingCompletions(): void {
  state = null;
}

/** The pending completions of one student (every lesson); re-renders when they change. */
export function usePendingCompletions(): PendingState {
  return useSyncExternalStore(subscribe, current, current);
}

/** A passing failure, worth sending again later; anything else the server refused for good. */
const isTransient = (error: unknown) =>
  error instanceof NetworkError ||
  (error instanceof ApiError &&
    (error.status >= 500 || error.status === 401 || error.status === 408 || error.status === 429));

function notifyFailure(error: unknown): void {
  const t = i18n.t.bind(i18n);
  const failed = t('progress.lesson.completeFailed');
  const message = isTransient(error) ? t('progress.lesson.keptLocally') : errorMessage(error, t, failed);
  notifications.show({
    id: 'progress-complete-failed',
    color: 'red',
    title: message === failed ? undefined : failed,
    message,
  });
}

/** Says the session has no token (docs/product/messages.md#errors) and tells whether one is there. */
export function requireToken(): boolean {
  if (getSession()?.token) return true;
  notifications.show({ id: 'progress-token-missing', color: 'red', message: i18n.t('progress.lesson.tokenMissing') });
  return false;
}

async function send(
  queryClient: QueryClient,
  entry: PendingCompletion,
  { quiet }: { quiet: boolean },
): Promise<boolean> {
  const key = keyOf(entry);
  if (current().sending.has(key)) return false;
  update({ sending: new Set([...current().sending, key]) });
  let ok = false;
  try {
    const { completion, progress } = await completeMaterial(entry.studentId, entry.materialId);
    ok = true;
    // A list fetched before this completion must not overwrite it when it arrives.
    await queryClient.cancelQueries({ queryKey: progressKeys.completed(entry.studentId, completion.lesson_id) });
    addCompletedToCache(queryClient, entry.studentId, completion.lesson_id, entry.materialId);
    setLessonProgressInCache(queryClient, progress);
    refreshCourseProgress(queryClient);
    update({ entries: current().entries.filter((item) => keyOf(item) !== key) });
  } catch (error) {
    if (!isTransient(error)) {
      update({ entries: current().entries.filter((item) => keyOf(item) !== key) });
      void queryClient.invalidateQueries({ queryKey: progressKeys.completed(entry.studentId, entry.lessonId) });
    }
    if (!quiet || !isTransient(error)) notifyFailure(error);
  } finally {
    const sending = new Set(current().sending);
    sending.delete(key);
    update({ sending });
  }
  // The next success is a good moment to send the ones that failed before.
  if (ok) void flushPendingCompletions(queryClient, entry.studentId);
  return ok;
}

/**
 * Records that the student opened a material: counted at once, then sent to the server. A
 * material already completed (or already waiting) is not recorded twice.
 */
export async function recordCompletion(
  queryClient: QueryClient,
  completion: Omit<PendingCompletion, 'at'>,
): Promise<void> {
  if (!requireToken()) return;
  const waiting = current().entries.find((entry) => keyOf(entry) === keyOf(completion));
  if (waiting) {
    await send(queryClient, waiting, { quiet: false });
    return;
  }
  const done = queryClient.getQueryData<CompletedMaterialsResponse>(
    progressKeys.completed(completion.studentId, completion.lessonId),
  );
  if (done?.material_ids.includes(completion.materialId)) return;
  const entry = { ...completion, at: Date.now() };
  update({ entries: [...current().entries, entry] });
  await send(queryClient, entry, { quiet: false });
}

/** Sends again every pending completion of the student that is not on its way already. */
export async function flushPendingCompletions(queryClient: QueryClient, studentId: number): Promise<void> {
  const { entries, sending } = current();
  const waiting = entries.filter((entry) => entry.studentId === studentId && !sending.has(keyOf(entry)));
  if (!waiting.length || !getSession()?.token) return;
  for (const entry of waiting) {
    // One at a time: if the first still fails, the network is still down.
    if (!(await send(queryClient, entry, { quiet: true }))) return;
  }
}

/** The lesson's pending completions: `saving` while on the way, else kept locally (not saved yet). */
export function pendingOfLesson(pending: PendingState, studentId: number, lessonId: number) {
  return pending.entries
    .filter((entry) => entry.studentId === studentId && entry.lessonId === lessonId)
    .map((entry) => ({ materialId: entry.materialId, saving: pending.sending.has(keyOf(entry)) }));
}
