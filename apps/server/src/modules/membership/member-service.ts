import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  MEMBERSHIP_MESSAGES as M,
  type AddMembersResponse,
  type CourseAccess,
  type CourseMember,
  type CourseMemberRole,
  type MemberListQuery,
  type MemberListResponse,
} from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { courseMembers, courses, users } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { idOrNameContains } from '../../lib/like-pattern.js';
import type { Outbox } from '../../infra/outbox.js';
import type { Actor } from '../../policies/index.js';
import { enrol } from './enrolment.js';
import { managedCourse } from './managed-course.js';

interface MemberRow extends Record<string, unknown> {
  user_id: string;
  name: string;
  role: CourseMemberRole;
  status: 'active' | 'inactive';
  added_at: string;
  leading: boolean;
}

const presentMember = (row: MemberRow): CourseMember => ({
  user_id: Number(row.user_id),
  name: row.name,
  role: row.role,
  status: row.status,
  added_at: new Date(row.added_at).toISOString(),
  leading: row.leading,
});

const SORT_KEYS = {
  name: sql`public.search_normalize(u.name)`,
  id: sql`u.id`,
  added_at: sql`m.added_at`,
} as const;

/** Which account role may hold which member role: students learn, teachers teach. */
const ACCOUNT_ROLE_FOR: Record<CourseMemberRole, 'student' | 'teacher'> = { student: 'student', teacher: 'teacher' };

/**
 * A course's members (docs/decisions/023), for its teacher and admins: a numbered page
 * filtered and sorted in SQL, adding existing accounts (many at once) and removing one.
 */
export class MemberService {
  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
  ) {}

  async list(actor: Actor, courseId: number, query: MemberListQuery): Promise<MemberListResponse> {
    const course = await managedCourse(this.db, actor, courseId);
    const where = sql`m.course_id = ${courseId}
      and ${query.role ? sql`m.role = ${query.role}` : sql`true`}
      and ${idOrNameContains(sql`u.id`, sql`u.name`, query.q)}`;
    const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
    const [page, counted] = await Promise.all([
      this.db.execute<MemberRow & { total: number }>(sql`
        select u.id as user_id, u.name, m.role, u.status, m.added_at, (u.id = ${course.teacherId ?? 0}) as leading,
               (count(*) over ())::int as total
          from course_members m join users u on u.id = m.user_id
         where ${where}
         order by ${SORT_KEYS[query.sort]} ${direction}, u.id ${direction}
         limit ${query.limit} offset ${(query.page - 1) * query.limit}`),
      this.db.execute<{ students: number; teachers: number }>(sql`
        select (count(*) filter (where role = 'student'))::int as students, (count(*) filter (where role = 'teacher'))::int as teachers
          from course_members where course_id = ${courseId}`),
    ]);
    return {
      course: { id: course.id, name: course.name, access: course.access },
      counts: counted.rows[0] ?? { students: 0, teachers: 0 },
      members: page.rows.map(presentMember),
      total: page.rows[0]?.total ?? (query.page > 1 ? await this.total(where) : 0),
      page: query.page,
      limit: query.limit,
    };
  }

  /**
   * Existing accounts join the course: student accounts as students, teacher accounts as
   * teachers. Every id must name such an account, or nothing is added (400 naming the ids).
   */
  async add(actor: Actor, courseId: number, userIds: number[], role: CourseMemberRole): Promise<AddMembersResponse> {
    await managedCourse(this.db, actor, courseId);
    const found = await this.db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(inArray(users.id, userIds));
    const roles = new Map(found.map((user) => [user.id, user.role]));
    const missing = userIds.filter((id) => !roles.has(id));
    if (missing.length > 0) throw badRequest(M.usersMissing(missing.join(', ')), 'VALIDATION', 'user_ids');
    // The kind of member asks for one kind of account: a match of two values, not a permission.
    // eslint-disable-next-line no-restricted-syntax
    const mismatched = userIds.filter((id) => roles.get(id) !== ACCOUNT_ROLE_FOR[role]);
    if (mismatched.length > 0) throw badRequest(M.roleMismatch(mismatched.join(', ')), 'VALIDATION', 'user_ids');
    const added = await enrol(this.db, courseId, userIds, role);
    const fresh = new Set(added);
    return { added, already: userIds.filter((id) => !fresh.has(id)) };
  }

  /** Someone leaves the course (their progress stays, as it would if they came back); never its leading teacher. */
  async remove(actor: Actor, courseId: number, userId: number): Promise<void> {
    const course = await managedCourse(this.db, actor, courseId);
    if (userId === course.teacherId) throw conflict(M.leadingTeacher);
    await this.outbox.transaction(async (tx, record) => {
      const gone = await tx
        .delete(courseMembers)
        .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.userId, userId)))
        .returning({ userId: courseMembers.userId });
      if (gone.length === 0) throw notFound(M.notMember);
      await record('memberRemoved', { courseId, userId, membersOnly: course.access === 'members' });
    });
  }

  /** Opens the course to every student, or to its members only (who may enter it: policies/course-access.ts). */
  async setAccess(actor: Actor, courseId: number, access: CourseAccess): Promise<{ access: CourseAccess }> {
    const course = await managedCourse(this.db, actor, courseId);
    await this.outbox.transaction(async (tx, record) => {
      await tx.update(courses).set({ access }).where(eq(courses.id, courseId));
      if (access === 'members' && course.access === 'open') {
        const members = await tx
          .select({ id: courseMembers.userId })
          .from(courseMembers)
          .where(eq(courseMembers.courseId, courseId));
        await record('courseClosed', { courseId, memberIds: members.map((member) => member.id) });
      }
    });
    return { access };
  }

  /** The number of matches, for a page past the last (the window count has no row to ride on). */
  private async total(where: ReturnType<typeof sql>): Promise<number> {
    const { rows } = await this.db.execute<{ total: number }>(sql`
      select count(*)::int as total from course_members m join users u on u.id = m.user_id where ${where}`);
    return rows[0]?.total ?? 0;
  }
}
