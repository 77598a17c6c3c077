import type { Category, Course, CourseMemberRole, LessonDetail, LessonSummary } from '@netclass/shared';
import type { categories, courses, lessons } from '../../db/schema/index.js';
import { can, type Actor, type CourseForActor } from '../../policies/index.js';
import { presentPublication } from './publication-presenter.js';

type CategoryRow = typeof categories.$inferSelect & { courseCount: number };
/** `memberRole`: the reader's membership of the course (policies/course-access.ts). */
type CourseRow = typeof courses.$inferSelect & {
  teacherName: string | null;
  lessonCount: number;
  memberRole: CourseMemberRole | null;
};
type LessonRow = typeof lessons.$inferSelect & { materialCount: number };
type LessonDetailRow = LessonRow & {
  course: { id: number; name: string; categoryId: number } & CourseForActor;
  category: { id: number; name: string };
};

/**
 * The only way terms, courses and lessons leave the server. A shared part is spread last:
 * V8 (Node 20) copies `{ ...part, more }` quickly but then adds each further property through
 * its slow path, about a microsecond each, on every answer (`{ more, ...part }` is ~50x faster).
 */
export function presentCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    course_count: row.courseCount,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentCourse(row: CourseRow, actor: Actor): Course {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    teacher_id: row.teacherId,
    teacher_name: row.teacherName,
    category_id: row.categoryId,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate.toISOString(),
    lesson_count: row.lessonCount,
    access: row.access,
    can_manage: can(actor, 'course.manage', row),
    ...presentPublication(row),
  };
}

export function presentLessonSummary(row: LessonRow): LessonSummary {
  return {
    id: row.id,
    title: row.title,
    course_id: row.courseId,
    order_num: row.orderNum,
    material_count: row.materialCount,
    created_at: row.createdAt.toISOString(),
    ...presentPublication(row),
  };
}

/** `contentHtml`: the content as this reader sees it (lesson-content.ts). */
export function presentLessonDetail(row: LessonDetailRow, actor: Actor, contentHtml: string): LessonDetail {
  return {
    content: row.content,
    content_html: contentHtml,
    course: { id: row.course.id, name: row.course.name, category_id: row.course.categoryId },
    category: row.category,
    can_manage: can(actor, 'course.manage', row.course),
    ...presentLessonSummary(row),
  };
}
