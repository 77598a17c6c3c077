import {
  DEADLINE_LIST_LIMIT,
  NOTIFICATION_BELL_LIMIT,
  announcementListQuerySchema,
  commentListQuerySchema,
  deadlineListQuerySchema,
  notificationListQuerySchema,
  todayInVietnam,
  isStudentRole,
} from '@netclass/shared';
import type { DashboardPageData, LessonPageData, PageShell } from '@netclass/shared/page-data';
import type { Actor } from '../../policies/index.js';
import type { AnnouncementService } from '../announcements/index.js';
import type { CommentService } from '../comments/index.js';
import type { LessonService } from '../content/index.js';
import type { DeadlineLists } from '../deadlines/index.js';
import type { MaterialService } from '../materials/index.js';
import type { NotificationService } from '../notifications/index.js';
import type { PracticeService } from '../practice/index.js';
import type { CourseProgressService, ProgressService } from '../progress/index.js';
import type { ReminderService } from '../reminders/index.js';
import type { ProfileService } from '../users/index.js';

/** The services a page's first render reads: those its routes call. */
interface PageServices {
  profile: ProfileService;
  notifications: NotificationService;
  deadlineLists: DeadlineLists;
  reminders: ReminderService;
  announcements: AnnouncementService;
  courseProgress: CourseProgressService;
  practice: PracticeService;
  lessons: LessonService;
  materials: MaterialService;
  comments: CommentService;
  progress: ProgressService;
}

/** The queries the web app's hooks send for a page's first render, parsed as their routes parse them. */
const BELL = notificationListQuerySchema.parse({ unread: 'false', limit: NOTIFICATION_BELL_LIMIT });
const FIRST_DEADLINES = deadlineListQuerySchema.parse({ page: 1, limit: DEADLINE_LIST_LIMIT });
const FIRST_ANNOUNCEMENTS = announcementListQuerySchema.parse({});
const FIRST_COMMENTS = commentListQuerySchema.parse({});

/**
 * Like Promise.all, but the failure answered is that of the first part listed that failed, not
 * of the first to fail: a lesson the user may not see answers the lesson's own 404, never its
 * materials' or comments' refusal that happened to come back sooner.
 */
async function allInOrder<T extends readonly unknown[] | []>(
  parts: T,
): Promise<{ -readonly [P in keyof T]: Awaited<T[P]> }> {
  for (const result of await Promise.allSettled(parts)) if (result.status === 'rejected') throw result.reason;
  return Promise.all(parts);
}

/** This month in Vietnam, as the calendar's endpoints take it (month 1-12). */
function vietnamMonth(now: Date): { year: number; month: number } {
  const [year = 1970, month = 1] = todayInVietnam(now).split('-').map(Number);
  return { year, month };
}

/**
 * A page's first render in one answer (docs/decisions/033-page-data.md): each part is the
 * answer of that part's own endpoint, from the same service call with the same actor, so every
 * rule (visibility, membership, own progress only) holds as it does there. Independent parts
 * run together.
 */
export class PageDataService {
  constructor(private readonly services: PageServices) {}

  /** The header's data: the profile and the bell's newest notifications. */
  private async shell(actor: Actor): Promise<PageShell> {
    const { profile, notifications } = this.services;
    const [user, bell] = await Promise.all([profile.get(actor.id), notifications.list(actor, BELL)]);
    return { profile: { user }, notifications: bell };
  }

  async dashboard(actor: Actor, withShell: boolean, now = new Date()): Promise<DashboardPageData> {
    const { deadlineLists, reminders, announcements, courseProgress, practice } = this.services;
    const student = isStudentRole(actor.role);
    const month = vietnamMonth(now);
    const [shell, deadlines, notes, to_do, to_grade, announcementPage, progress, practiceSummary] = await allInOrder([
      withShell ? this.shell(actor) : null,
      deadlineLists.month(actor, month),
      reminders.listMonth(actor, actor.id, month.month, month.year),
      student ? deadlineLists.toDo(actor, FIRST_DEADLINES) : null,
      student ? null : deadlineLists.toGrade(actor, FIRST_DEADLINES),
      announcements.list(actor, FIRST_ANNOUNCEMENTS),
      student ? courseProgress.overview(actor) : null,
      practice.summary(actor, now),
    ]);
    return {
      shell,
      month,
      deadlines: { deadlines },
      reminders: { reminders: notes },
      to_do,
      to_grade,
      announcements: announcementPage,
      progress,
      practice: practiceSummary,
    };
  }

  async lesson(actor: Actor, lessonId: number, withShell: boolean): Promise<LessonPageData> {
    const { lessons, materials, comments, progress } = this.services;
    const student = isStudentRole(actor.role);
    const lesson = lessons.details(actor, lessonId);
    const [detail, courseLessons, materialList, commentPage, state, shell] = await allInOrder([
      lesson,
      lesson.then((found) => lessons.listByCourse(actor, found.course.id)),
      materials.list(actor, lessonId),
      comments.list(actor, lessonId, FIRST_COMMENTS),
      student ? progress.lessonState(actor, actor.id, lessonId) : null,
      withShell ? this.shell(actor) : null,
    ]);
    return {
      shell,
      lesson: { lesson: detail },
      materials: materialList,
      comments: commentPage,
      course_lessons: courseLessons,
      progress: state?.progress ?? null,
      completed: state?.completed ?? null,
    };
  }
}
