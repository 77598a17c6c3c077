import type { Course, Material } from '@netclass/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { materialQueryOptions, materialsQueryOptions } from '../../features/materials/api/materials';
import { useProfile } from '../../features/profile/api/profile';
import { CompletionMark } from '../../features/progress/components/completion-mark';
import { CourseProgressMark } from '../../features/progress/components/course-progress-mark';
import { LessonProgressPanel } from '../../features/progress/components/lesson-progress-panel';
import { useCategoryProgress } from '../../features/progress/hooks/use-category-progress';
import { useLessonCompletions } from '../../features/progress/hooks/use-lesson-progress';
import { useRecordCompletion, useRecordOnView } from '../../features/progress/hooks/use-record-completion';
import { usePermissions } from '../../lib/permissions';
import { useSession } from '../../lib/session';
import { studentIdOf } from './student-id';

/**
 * Study progress on the study pages: the progress feature combined with the profile (whose
 * progress) and the materials (what counts). Only students record and see progress;
 * teachers and admins view in view mode (docs/product/screens-and-roles.md#roles): nothing is recorded for them.
 */

/** The signed-in student's id; null for teachers and admins, and while the profile loads. */
export function useStudentId(): number | null {
  const role = useSession()?.role;
  const { data: profile } = useProfile();
  return studentIdOf(role, profile);
}

/** The lesson's material cards for a student: opening one records it; completed ones carry a check mark. */
export function useMaterialProgress(lessonId: number): {
  onOpen?: (material: Material) => void;
  renderStatus?: (material: Material) => ReactNode;
} {
  const studentId = useStudentId();
  const record = useRecordCompletion(studentId);
  const { markOf } = useLessonCompletions(studentId, lessonId);
  if (studentId === null) return {};
  return { onOpen: record, renderStatus: (material) => <CompletionMark mark={markOf(material.id)} /> };
}

/** The lesson page's `progress` slot: the student's progress message and bar. */
export function LessonProgressSlot({ lessonId }: { lessonId: number }) {
  const studentId = useStudentId();
  const { data } = useQuery(materialsQueryOptions(lessonId));
  if (studentId === null) return null;
  return (
    <LessonProgressPanel
      studentId={studentId}
      lessonId={lessonId}
      materialIds={data?.materials.map((material) => material.id)}
    />
  );
}

/** The viewer page: a student opening a material by its address completes it too. */
export function useViewerCompletion(materialId: number | null): void {
  const studentId = useStudentId();
  const { data: material } = useQuery({
    ...materialQueryOptions(materialId ?? 0),
    enabled: materialId !== null && studentId !== null,
  });
  useRecordOnView(studentId, material);
}

/** The category courses page: each course's progress for a student (nothing for staff). */
export function useCourseProgressExtra(categoryId: number | null): ((course: Course) => ReactNode) | undefined {
  const isStudent = usePermissions().tracksOwnProgress;
  const progress = useCategoryProgress(isStudent ? categoryId : null);
  if (!isStudent) return undefined;
  return (course) => {
    const entry = progress.get(course.id);
    return entry ? <CourseProgressMark progress={entry} /> : null;
  };
}
