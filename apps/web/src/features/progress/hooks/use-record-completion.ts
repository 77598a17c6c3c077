import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { recordCompletion } from '../api/completion-queue';

export interface OpenedMaterial {
  id: number;
  lesson_id: number;
}

/**
 * Records that the signed-in student opened a material (docs/product/rules.md#states-and-flows: once; counted at once, then
 * confirmed by the server). `studentId` null (teachers and admins: view mode) records nothing.
 */
export function useRecordCompletion(studentId: number | null): (material: OpenedMaterial) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (material: OpenedMaterial) => {
      if (studentId === null) return;
      void recordCompletion(queryClient, { studentId, lessonId: material.lesson_id, materialId: material.id });
    },
    [queryClient, studentId],
  );
}

/** The viewer page: records the material once it has loaded (a student opening it by its address counts too). */
export function useRecordOnView(studentId: number | null, material: OpenedMaterial | undefined): void {
  const record = useRecordCompletion(studentId);
  const recorded = useRef<number | null>(null);
  const id = material?.id;
  const lessonId = material?.lesson_id;
  useEffect(() => {
    if (id === undefined || lessonId === undefined || studentId === null || recorded.current === id) return;
    recorded.current = id;
    record({ id, lesson_id: lessonId });
  }, [id, lessonId, studentId, record]);
}
