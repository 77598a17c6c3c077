import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { SAMPLE_BYTES } from '../../../test/files.js';
import { lessonImages } from '../../db/schema/index.js';
import {
  call,
  copyOf,
  courseWithContent,
  h,
  lessonsOf,
  materialsOf,
  teacher,
  termId,
  tokens,
  uploadPicture,
  useCourseCopyApp,
} from './course-copy.fixtures.js';

useCourseCopyApp();

describe('deleting what a copy shares', () => {
  test("deleting the original's material keeps the file for the copy; deleting the copy's too removes it", async () => {
    const source = await courseWithContent();
    const copyId = (await copyOf(source.course.id)).json().course.id as number;
    const [firstCopy] = await lessonsOf(copyId);
    const [, copiedSlides] = await materialsOf(firstCopy!.id);
    const storage = h.app.services.storage;

    expect((await call('DELETE', `/api/materials/${source.slides.id}`, tokens.teacher)).statusCode).toBe(200);
    expect(await storage.stat(source.slides.storageKey)).toEqual({ size: SAMPLE_BYTES.pdf.length });
    const opened = await call('GET', `/api/materials/${copiedSlides!.id}`, tokens.teacher);
    expect(opened.statusCode).toBe(200);
    const download = await h.app.inject({ method: 'GET', url: opened.json().material.url });
    expect(download.rawPayload).toEqual(SAMPLE_BYTES.pdf);

    expect((await call('DELETE', `/api/materials/${copiedSlides!.id}`, tokens.teacher)).statusCode).toBe(200);
    expect(await storage.stat(source.slides.storageKey)).toBeUndefined();
  });

  test("replacing the original's file keeps the old one for the copy", async () => {
    const source = await courseWithContent();
    const copyId = (await copyOf(source.course.id)).json().course.id as number;
    const [firstCopy] = await lessonsOf(copyId);
    const [, copiedSlides] = await materialsOf(firstCopy!.id);
    const replacing = await call('POST', `/api/materials/${source.slides.id}/file`, tokens.teacher, {
      file_name: 'osi-v2.pdf',
      file_size: SAMPLE_BYTES.pdf.length,
    });
    expect(replacing.statusCode, replacing.body).toBe(201);

    const put = await h.app.inject({
      method: 'PUT',
      url: replacing.json().uploadUrl,
      payload: SAMPLE_BYTES.pdf,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(copiedSlides!.storageKey).toBe(source.slides.storageKey);
    expect(await h.app.services.storage.stat(source.slides.storageKey)).toEqual({ size: SAMPLE_BYTES.pdf.length });
  });

  test('deleting the whole original course keeps the files and pictures the copy uses', async () => {
    const source = await courseWithContent();
    const copyId = (await copyOf(source.course.id)).json().course.id as number;
    const [pictureRow] = await h.db.select().from(lessonImages).where(eq(lessonImages.courseId, source.course.id));

    for (const material of [source.slides, source.lab, source.video]) {
      expect((await call('DELETE', `/api/materials/${material.id}`, tokens.teacher)).statusCode).toBe(200);
    }
    for (const lesson of [source.first, source.second]) {
      expect((await call('DELETE', `/api/lessons/${lesson.id}`, tokens.teacher)).statusCode).toBe(200);
    }
    expect((await call('DELETE', `/api/courses/${source.course.id}`, tokens.teacher)).statusCode).toBe(200);

    const storage = h.app.services.storage;
    for (const key of [
      source.slides.storageKey,
      source.lab.storageKey,
      source.video.storageKey,
      pictureRow!.storageKey,
    ]) {
      expect(await storage.stat(key)).toBeDefined();
    }
    const [firstCopy] = await lessonsOf(copyId);
    const details = await call('GET', `/api/lessons/details/${firstCopy!.id}`, tokens.teacher);
    const src = /<img src="([^"]+)"/.exec(details.json().lesson.content_html)?.[1];
    expect(src).toBeDefined();
    const image = await h.app.inject({ method: 'GET', url: src!.replaceAll('&amp;', '&') });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload).toEqual(SAMPLE_BYTES.png);
  });

  test('a course with no copy still takes its files with it', async () => {
    const course = await h.createCourse({ categoryId: termId, teacherId: teacher.id });
    const picture = await uploadPicture(course.id);
    const [row] = await h.db.select().from(lessonImages).where(eq(lessonImages.id, picture.id));
    const lesson = await h.createLesson({ courseId: course.id });
    const material = await h.createMaterial({ lessonId: lesson.id, bytes: SAMPLE_BYTES.pdf, fileName: 'a.pdf' });

    await call('DELETE', `/api/materials/${material.id}`, tokens.teacher);
    await call('DELETE', `/api/lessons/${lesson.id}`, tokens.teacher);
    expect((await call('DELETE', `/api/courses/${course.id}`, tokens.teacher)).statusCode).toBe(200);
    expect(await h.app.services.storage.stat(material.storageKey)).toBeUndefined();
    expect(await h.app.services.storage.stat(row!.storageKey)).toBeUndefined();
  });
});
