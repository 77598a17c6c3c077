import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { CONTENT_MESSAGES, renderMessage } from '@netclass/shared';
import { SAMPLE_BYTES } from '../../../test/files.js';
import {
  comments,
  courses,
  lessonImages,
  lessonProgress,
  materialCompletions,
  materials,
  outboxEvents,
  userNotifications,
} from '../../db/schema/index.js';
import {
  call,
  copyOf,
  courseWithContent,
  h,
  lessonsOf,
  materialsOf,
  newCourseId,
  nextTermId,
  otherTeacher,
  storedFiles,
  student,
  teacher,
  termId,
  tokens,
  useCourseCopyApp,
} from './course-copy.fixtures.js';

useCourseCopyApp();

describe('POST /api/courses/:id/copy', () => {
  test('a draft course in the new term with the lessons, ready materials and pictures, in order, all drafts, sharing the files', async () => {
    const source = await courseWithContent();
    const filesBefore = storedFiles();

    const response = await copyOf(source.course.id, { id: 7500, start_date: '2026-02-02', end_date: '2026-06-30' });
    expect(response.statusCode).toBe(201);
    expect(response.json().course).toEqual(
      expect.objectContaining({
        id: 7500,
        name: 'Mạng máy tính (HK2)',
        description: source.course.description,
        teacher_id: teacher.id,
        teacher_name: 'Trần Minh Quân',
        category_id: nextTermId,
        start_date: '2026-02-01T17:00:00.000Z',
        end_date: '2026-06-29T17:00:00.000Z',
        lesson_count: 2,
        can_manage: true,
        publication: 'draft',
      }),
    );

    const copied = await lessonsOf(7500);
    expect(copied.map((lesson) => [lesson.title, lesson.orderNum, lesson.publication])).toEqual([
      ['Mô hình OSI', 1, 'draft'],
      ['Định tuyến', 2, 'draft'],
    ]);
    expect(copied[0]?.content).toBe(source.first.content);
    const [firstCopy, secondCopy] = copied;
    const firstMaterials = await materialsOf(firstCopy!.id);
    expect(firstMaterials.map((m) => [m.title, m.orderNum, m.storageKey, m.status, m.publication, m.fileSize])).toEqual(
      [
        ['Bài thực hành 1', 1, source.lab.storageKey, 'ready', 'draft', SAMPLE_BYTES.packetTracer.length],
        ['Bài giảng OSI', 2, source.slides.storageKey, 'ready', 'draft', SAMPLE_BYTES.pdf.length],
      ],
    );
    expect((await materialsOf(secondCopy!.id)).map((m) => m.storageKey)).toEqual([source.video.storageKey]);
    const [picture] = await h.db.select().from(lessonImages).where(eq(lessonImages.courseId, 7500));
    expect(picture?.id).toBe(source.picture.id);

    // No new bytes: the same files, named by both courses.
    expect(storedFiles()).toEqual(filesBefore);
    // The original is unchanged.
    expect((await lessonsOf(source.course.id)).map((lesson) => lesson.publication)).toEqual(['published', 'published']);

    // The picture shows in the copy's lesson (the Markdown kept its reference).
    const details = await call('GET', `/api/lessons/details/${firstCopy!.id}`, tokens.teacher);
    expect(details.statusCode).toBe(200);
    expect(details.json().lesson.content_html).toMatch(/<img src="\/api\/files\/[^"]+"/);
  });

  test('students see nothing of the copy: not in the term, not its lessons, not its materials', async () => {
    const source = await courseWithContent();
    const response = await copyOf(source.course.id);
    const copyId = response.json().course.id as number;
    const [lesson] = await lessonsOf(copyId);

    const term = await call('GET', `/api/courses/category/${nextTermId}`, tokens.student);
    expect(term.json().courses.map((course: { id: number }) => course.id)).not.toContain(copyId);
    expect((await call('GET', `/api/lessons/${copyId}`, tokens.student)).statusCode).toBe(404);
    expect((await call('GET', `/api/lessons/details/${lesson!.id}`, tokens.student)).statusCode).toBe(404);
    expect((await call('GET', `/api/materials?lesson_id=${lesson!.id}`, tokens.student)).statusCode).toBe(404);
    // …while the original stays visible to them.
    expect((await call('GET', `/api/lessons/${source.course.id}`, tokens.student)).statusCode).toBe(200);
  });

  test('no completions, progress, comments or notifications are copied, and copying notifies nobody', async () => {
    const source = await courseWithContent();
    await h.db.insert(materialCompletions).values({ studentId: student.id, materialId: source.slides.id });
    await h.db
      .insert(lessonProgress)
      .values({ studentId: student.id, lessonId: source.first.id, progressPercentage: 50 });
    await h.db.insert(comments).values({
      lessonId: source.first.id,
      userId: student.id,
      userName: student.name,
      content: 'Em chưa hiểu tầng 3.',
    });
    const [notificationsBefore] = await h.db.select({ n: count() }).from(userNotifications);
    const [eventsBefore] = await h.db.select({ n: count() }).from(outboxEvents);

    const response = await copyOf(source.course.id);
    expect(response.statusCode).toBe(201);
    const copiedLessons = (await lessonsOf(response.json().course.id)).map((lesson) => lesson.id);
    const copiedMaterials = (
      await h.db.select({ id: materials.id }).from(materials).where(inArray(materials.lessonId, copiedLessons))
    ).map((row) => row.id);
    expect(copiedMaterials).toHaveLength(3);

    expect(
      await h.db.select().from(materialCompletions).where(inArray(materialCompletions.materialId, copiedMaterials)),
    ).toEqual([]);
    expect(await h.db.select().from(lessonProgress).where(inArray(lessonProgress.lessonId, copiedLessons))).toEqual([]);
    expect(await h.db.select().from(comments).where(inArray(comments.lessonId, copiedLessons))).toEqual([]);
    expect((await h.db.select({ n: count() }).from(userNotifications))[0]).toEqual(notificationsBefore);
    expect((await h.db.select({ n: count() }).from(outboxEvents))[0]).toEqual(eventsBefore);
    // The student's own progress page of the copy: nothing there for them.
    expect((await call('GET', `/api/lessons/${response.json().course.id}`, tokens.student)).statusCode).toBe(404);
  });

  test('a material not yet uploaded is not copied', async () => {
    const course = await h.createCourse({ categoryId: termId, teacherId: teacher.id });
    const lesson = await h.createLesson({ courseId: course.id });
    const pending = await call('POST', '/api/materials', tokens.teacher, {
      title: 'Chưa tải',
      lesson_id: lesson.id,
      file_name: 'x.pdf',
      file_size: 10,
    });
    expect(pending.statusCode).toBe(201);
    const response = await copyOf(course.id);
    const [copiedLesson] = await lessonsOf(response.json().course.id);
    expect(await materialsOf(copiedLesson!.id)).toEqual([]);
  });

  test('an admin copies any course and may name its teacher; dates default to now and the original length', async () => {
    const source = await courseWithContent();
    const before = Date.now();
    const response = await copyOf(source.course.id, { teacher_id: otherTeacher.id }, tokens.admin);
    expect(response.statusCode).toBe(201);
    const course = response.json().course;
    expect(course.teacher_id).toBe(otherTeacher.id);
    expect(course.can_manage).toBe(true);
    const start = Date.parse(course.start_date);
    expect(start).toBeGreaterThanOrEqual(before);
    expect(Date.parse(course.end_date) - start).toBe(
      source.course.endDate.getTime() - source.course.startDate.getTime(),
    );
  });

  test('401 without a session', async () => {
    const source = await courseWithContent();
    const response = await h.app.inject({
      method: 'POST',
      url: `/api/courses/${source.course.id}/copy`,
      payload: { id: newCourseId(), name: 'X', category_id: nextTermId },
    });
    expect(response.statusCode).toBe(401);
  });

  test.each([['student'], ['other']] as const)(
    '403 for %s (a student, a teacher of another course): nothing is made',
    async (who) => {
      const source = await courseWithContent();
      const id = newCourseId();
      const response = await copyOf(source.course.id, { id }, tokens[who]);
      expect(response.statusCode).toBe(403);
      expect(await h.db.select().from(courses).where(eq(courses.id, id))).toEqual([]);
    },
  );

  test('403 for a teacher naming another teacher', async () => {
    const source = await courseWithContent();
    expect((await copyOf(source.course.id, { teacher_id: otherTeacher.id })).statusCode).toBe(403);
  });

  test.each([
    ['id', { id: 'abc' }, renderMessage(CONTENT_MESSAGES.courseIdInvalid)],
    ['id', { id: undefined }, renderMessage(CONTENT_MESSAGES.courseRequired)],
    ['name', { name: '' }, renderMessage(CONTENT_MESSAGES.courseRequired)],
    ['category_id', { category_id: 0 }, renderMessage(CONTENT_MESSAGES.categoryInvalid)],
    ['teacher_id', { teacher_id: 'x' }, renderMessage(CONTENT_MESSAGES.teacherInvalid)],
    ['start_date', { start_date: 'hôm qua' }, renderMessage(CONTENT_MESSAGES.startDateInvalid)],
    ['end_date', { end_date: '2026-13-01' }, renderMessage(CONTENT_MESSAGES.endDateInvalid)],
    ['end_date', { start_date: '2026-03-01', end_date: '2026-02-01' }, renderMessage(CONTENT_MESSAGES.endBeforeStart)],
  ])('400 on %s (%j)', async (field, overrides, message) => {
    const source = await courseWithContent();
    const response = await copyOf(source.course.id, overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expect.objectContaining({ message, field }));
  });

  test('400 when the named teacher is not a teacher', async () => {
    const source = await courseWithContent();
    const response = await copyOf(source.course.id, { teacher_id: student.id }, tokens.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      expect.objectContaining({ message: renderMessage(CONTENT_MESSAGES.teacherInvalid), field: 'teacher_id' }),
    );
  });

  test('400 for a malformed course id in the path', async () => {
    expect(
      (
        await call('POST', '/api/courses/abc/copy', tokens.teacher, {
          id: newCourseId(),
          name: 'X',
          category_id: nextTermId,
        })
      ).statusCode,
    ).toBe(400);
  });

  test('409 when the new id is taken, as create answers; nothing is copied', async () => {
    const source = await courseWithContent();
    const taken = await h.createCourse({ categoryId: nextTermId, teacherId: otherTeacher.id });
    const response = await copyOf(source.course.id, { id: taken.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(
      expect.objectContaining({ message: renderMessage(CONTENT_MESSAGES.courseIdTaken), code: 'COURSE_ID_TAKEN' }),
    );
    expect(await lessonsOf(taken.id)).toEqual([]);
  });

  test('404 for a missing term or a missing course', async () => {
    const source = await courseWithContent();
    const noTerm = await copyOf(source.course.id, { category_id: 999_999 });
    expect(noTerm.statusCode).toBe(404);
    expect(noTerm.json().message).toBe(renderMessage(CONTENT_MESSAGES.categoryInvalid));
    const noCourse = await copyOf(123_456_789);
    expect(noCourse.statusCode).toBe(404);
    expect(noCourse.json().message).toBe(renderMessage(CONTENT_MESSAGES.courseInvalid));
  });
});
