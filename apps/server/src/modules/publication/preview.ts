import { and, asc, eq, getTableColumns, ne } from 'drizzle-orm';
import { CONTENT_MESSAGES as M, type LessonPreviewResponse } from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { categories, courses, lessons, materials } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { courseAccessColumns, requireManaged, type Actor } from '../../policies/index.js';
import { presentLessonDetail, type LessonContent } from '../content/index.js';
import type { MaterialService } from '../materials/index.js';

/** Students are actors too: presenting as one answers what they get (no management). */
const AS_STUDENT: Actor = { id: 0, role: 'student' };

/**
 * "Preview as student" (the course's teacher and admins): the lesson and the materials students
 * will see once it is out. A published lesson shows its published materials; a lesson not yet
 * published also shows its drafts, which will be published with it, not those scheduled later.
 */
export class LessonPreviewService {
  constructor(
    private readonly db: Db,
    private readonly materialService: MaterialService,
    private readonly content: LessonContent,
  ) {}

  async preview(actor: Actor, lessonId: number): Promise<LessonPreviewResponse> {
    const [row] = await this.db
      .select({
        ...getTableColumns(lessons),
        course: { id: courses.id, name: courses.name, categoryId: courses.categoryId, ...courseAccessColumns(actor) },
        category: { id: categories.id, name: categories.name },
      })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .innerJoin(categories, eq(categories.id, courses.categoryId))
      .where(eq(lessons.id, lessonId));
    if (!row) throw notFound(M.lessonInvalid);
    requireManaged(actor, row.course, () => notFound(M.lessonInvalid));
    const shown =
      row.publication === 'published' ? eq(materials.publication, 'published') : ne(materials.publication, 'scheduled');
    const rows = await this.db
      .select()
      .from(materials)
      .where(and(eq(materials.lessonId, lessonId), eq(materials.status, 'ready'), shown))
      .orderBy(asc(materials.orderNum), asc(materials.id));
    const lesson = presentLessonDetail(
      { ...row, materialCount: rows.length },
      AS_STUDENT,
      await this.content.forReader(row),
    );
    return { lesson, materials: await Promise.all(rows.map((material) => this.materialService.present(material))) };
  }
}
