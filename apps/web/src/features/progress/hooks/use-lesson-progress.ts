import { TIMINGS, type CompletedMaterialsResponse } from '@netclass/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useReloadAfterGap, useSocketConnect } from '../../../lib/use-socket-connect';
import { useSocketEvent } from '../../../lib/use-socket-event';
import { flushPendingCompletions, pendingOfLesson, requireToken, usePendingCompletions } from '../api/completion-queue';
import {
  addCompletedToCache,
  completedMaterialsQueryOptions,
  lessonProgressQueryOptions,
  progressKeys,
  refreshCourseProgress,
  setLessonProgressInCache,
  syncLessonProgress,
} from '../api/progress';
import { lessonStanding, type LessonStanding } from '../progress-math';

export type MaterialMark = 'none' | 'completed' | 'unsaved';
export type SaveState = 'saved' | 'saving' | 'unsaved';

/**
 * Which materials of the lesson the student completed: those the server confirmed, plus
 * those opened and not confirmed yet (counted at once; `unsaved` until the server has them).
 */
export function useLessonCompletions(studentId: number | null, lessonId: number) {
  const completed = useQuery({
    ...completedMaterialsQueryOptions(studentId ?? 0, lessonId),
    enabled: studentId !== null,
  });
  const pendingState = usePendingCompletions();
  const pending = useMemo(
    () => (studentId === null ? [] : pendingOfLesson(pendingState, studentId, lessonId)),
    [pendingState, studentId, lessonId],
  );
  const ids = useMemo(
    () => new Set([...(completed.data?.material_ids ?? []), ...pending.map((entry) => entry.materialId)]),
    [completed.data, pending],
  );
  const markOf = (materialId: number): MaterialMark => {
    const waiting = pending.find((entry) => entry.materialId === materialId);
    if (waiting && !waiting.saving) return 'unsaved';
    return ids.has(materialId) ? 'completed' : 'none';
  };
  return { completed, pending, ids, markOf };
}

/** Writes the student's live progress events (own room) and material deletions into the cache. */
function useLiveLessonProgress(studentId: number | null): void {
  const queryClient = useQueryClient();
  useSocketEvent('materialCompleted', (event) => {
    if (event.studentId === studentId)
      addCompletedToCache(queryClient, event.studentId, event.lessonId, event.materialId);
  });
  const onProgress = (progress: Parameters<typeof setLessonProgressInCache>[1]) => {
    if (progress.studentId !== studentId) return;
    setLessonProgressInCache(queryClient, progress);
    refreshCourseProgress(queryClient);
  };
  useSocketEvent('lessonProgressCreated', onProgress);
  useSocketEvent('lessonProgressUpdated', onProgress);
  useSocketEvent('materialDeleted', ({ id, lesson_id }) => {
    if (studentId === null) return;
    queryClient.setQueryData<CompletedMaterialsResponse>(
      progressKeys.completed(studentId, lesson_id),
      (list) => list && { ...list, material_ids: list.material_ids.filter((materialId) => materialId !== id) },
    );
  });
}

export interface LessonProgressView {
  /** Null until the materials and completions have loaded. */
  standing: LessonStanding | null;
  saveState: SaveState;
  /** Sends again what is not saved (pending completions, then the progress update). */
  retry: () => void;
}

/**
 * A student's progress in a lesson (docs/product/rules.md#states-and-flows): computed here from the lesson's current
 * materials and the completed ones, so it changes the moment a material is opened, added or
 * deleted, then reconciled with the server: when the computed value differs from the stored
 * one, `PUT /api/lesson-progress` (500 ms debounce, docs/product/messages.md#constants) lets the server recompute it.
 * Live: completions and progress of the student's own room; on reconnect everything is
 * fetched again and what was not saved is sent again.
 */
export function useLessonProgress({
  studentId,
  lessonId,
  materialIds,
}: {
  studentId: number;
  lessonId: number;
  materialIds: readonly number[] | undefined;
}): LessonProgressView {
  const queryClient = useQueryClient();
  const { completed, pending, ids } = useLessonCompletions(studentId, lessonId);
  const stored = useQuery(lessonProgressQueryOptions(studentId, lessonId));
  const [sync, setSync] = useState<'idle' | 'saving' | 'failed'>('idle');
  // The computed value the last update was sent for: the same one is not sent twice in a row.
  const sentFor = useRef<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useLiveLessonProgress(studentId);

  const standing = materialIds && completed.data ? lessonStanding(materialIds, ids) : null;
  const differs =
    standing !== null &&
    stored.data !== undefined &&
    (standing.percentage !== stored.data.progress_percentage || standing.isCompleted !== stored.data.is_completed);
  // While completions are on their way (or kept locally) the server cannot agree yet: those go first.
  const syncKey = differs && pending.length === 0 ? `${standing.percentage}:${standing.isCompleted}` : null;

  useEffect(() => {
    if (syncKey === null || sentFor.current === syncKey) return;
    let live = true;
    const timer = setTimeout(() => {
      if (!requireToken()) return;
      sentFor.current = syncKey;
      setSync('saving');
      syncLessonProgress(studentId, lessonId)
        .then((progress) => {
          setLessonProgressInCache(queryClient, progress);
          refreshCourseProgress(queryClient);
          if (live) setSync('idle');
        })
        .catch(() => {
          if (live) setSync('failed');
        });
    }, TIMINGS.debounceMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [syncKey, attempt, studentId, lessonId, queryClient]);

  const retry = () => {
    sentFor.current = null;
    setSync('idle');
    setAttempt((n) => n + 1);
    void flushPendingCompletions(queryClient, studentId);
  };

  // Events sent while disconnected are lost: fetch again what may lack them, and send what was not saved.
  useReloadAfterGap(progressKeys.completed(studentId, lessonId), progressKeys.lesson(studentId, lessonId));
  useSocketConnect(retry);
  // Completions kept from an earlier visit (or before a reload) are sent on arrival and when the browser is back online.
  useEffect(() => {
    void flushPendingCompletions(queryClient, studentId);
    const online = () => void flushPendingCompletions(queryClient, studentId);
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [queryClient, studentId]);

  const unsaved = pending.some((entry) => !entry.saving) || (sync === 'failed' && differs);
  const saving = pending.some((entry) => entry.saving) || sync === 'saving';
  return { standing, saveState: unsaved ? 'unsaved' : saving ? 'saving' : 'saved', retry };
}
