import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MATERIAL_MESSAGES, renderMessage } from '@netclass/shared';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { filesUnder, SAMPLE_BYTES as B } from '../../../test/files.js';
import { nextDomainEvent } from '../../../test/progress.js';
import { materialCompletions, materials } from '../../db/schema/index.js';

let h: TestApp;
const tokens = { teacher: '', other: '', student: '' };
let lessonId = 0;
let othersLessonId = 0;
let studentId = 0;

beforeAll(async () => {
  h = await buildTestApp();
  const teacher = await h.createUser({ role: 'teacher' });
  const other = await h.createUser({ role: 'teacher' });
  const student = await h.createUser();
  studentId = student.id;
  tokens.teacher = await h.loginAs(teacher);
  tokens.other = await h.loginAs(other);
  tokens.student = await h.loginAs(student);
  const categoryId = (await h.createCategory()).id;
  lessonId = (await h.createLesson({ courseId: (await h.createCourse({ categoryId, teacherId: teacher.id })).id })).id;
  othersLessonId = (await h.createLesson({ courseId: (await h.createCourse({ categoryId, teacherId: other.id })).id }))
    .id;
});
afterAll(async () => {
  await h?.close();
});

type Who = keyof typeof tokens | 'nobody';
const call = (method: 'PATCH' | 'POST', url: string, who: Who, payload: object) =>
  h.app.inject({ method, url, headers: who === 'nobody' ? {} : h.authHeader(tokens[who]), payload });
const rowOf = async (id: number) => (await h.db.select().from(materials).where(eq(materials.id, id)))[0];
const aMaterial = (lesson = lessonId) =>
  h.createMaterial({ lessonId: lesson, bytes: B.pdf, fileName: 'osi.pdf', title: 'Mô hình OSI' });

describe('PATCH /api/materials/:id', () => {
  test('its teacher renames it; the lesson hears of it', async () => {
    const material = await aMaterial();
    const heard = nextDomainEvent(h, 'contentChanged', (e) => e.lessonId === lessonId);
    const response = await call('PATCH', `/api/materials/${material.id}`, 'teacher', {
      title: 'Mô hình OSI (bản mới)',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().material).toMatchObject({
      id: material.id,
      title: 'Mô hình OSI (bản mới)',
      file_name: 'osi.pdf',
    });
    expect((await rowOf(material.id))?.title).toBe('Mô hình OSI (bản mới)');
    expect((await heard).audience.public).toBe(true);
  });

  test('400 on title', async () => {
    const material = await aMaterial();
    const response = await call('PATCH', `/api/materials/${material.id}`, 'teacher', { title: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'title', message: renderMessage(MATERIAL_MESSAGES.required) });
  });

  test('no session: 401; student: 403; teacher of another course: 403; unknown: 404', async () => {
    const material = await aMaterial();
    const others = await aMaterial(othersLessonId);
    expect((await call('PATCH', `/api/materials/${material.id}`, 'nobody', { title: 'x' })).statusCode).toBe(401);
    expect((await call('PATCH', `/api/materials/${material.id}`, 'student', { title: 'x' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/materials/${others.id}`, 'teacher', { title: 'x' })).statusCode).toBe(403);
    expect((await call('PATCH', '/api/materials/987654', 'teacher', { title: 'x' })).statusCode).toBe(404);
    expect((await rowOf(material.id))?.title).toBe('Mô hình OSI');
  });
});

describe('POST /api/materials/:id/file', () => {
  test('the new file moves onto the material when its upload finishes: same id, title and completions; the old file goes', async () => {
    const material = await aMaterial();
    await h.db.insert(materialCompletions).values({ studentId, materialId: material.id });
    const oldKey = (await rowOf(material.id))!.storageKey;
    const response = await call('POST', `/api/materials/${material.id}/file`, 'teacher', {
      file_name: 'slides.pptx',
      file_size: B.zip.length,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { uploadUrl, material: pending } = response.json();
    expect(pending.id).not.toBe(material.id);
    // Until the upload finishes the material keeps its file.
    expect((await rowOf(material.id))?.storageKey).toBe(oldKey);

    const put = await h.app.inject({
      method: 'PUT',
      url: uploadUrl,
      payload: B.zip,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().material).toMatchObject({
      id: material.id,
      title: 'Mô hình OSI',
      file_name: 'slides.pptx',
      file_ext: 'pptx',
      file_type: 'ppt',
    });
    const row = await rowOf(material.id);
    expect(row).toMatchObject({ status: 'ready', originalName: 'slides.pptx', fileSize: B.zip.length });
    expect(await rowOf(pending.id)).toBeUndefined();
    const stored = filesUnder(path.join(h.dataDir, 'files'));
    expect(stored).toContain(row!.storageKey);
    expect(stored).not.toContain(oldKey);
    const completions = await h.db
      .select()
      .from(materialCompletions)
      .where(eq(materialCompletions.materialId, material.id));
    expect(completions).toHaveLength(1);
  });

  test('deleting the material meanwhile takes the unfinished replacement with it', async () => {
    const material = await aMaterial();
    const { material: pending } = (
      await call('POST', `/api/materials/${material.id}/file`, 'teacher', {
        file_name: 'b.pdf',
        file_size: B.pdf.length,
      })
    ).json();
    await h.app.inject({
      method: 'DELETE',
      url: `/api/materials/${material.id}`,
      headers: h.authHeader(tokens.teacher),
    });
    expect(await rowOf(pending.id)).toBeUndefined();
  });

  test.each([
    ['file_name', { file_size: 10 }, 400],
    ['file_size', { file_name: 'a.pdf', file_size: 'mười' }, 400],
    ['file_size', { file_name: 'a.pdf', file_size: 0 }, 400],
  ])('400 on %s (%j)', async (field, body, status) => {
    const material = await aMaterial();
    const response = await call('POST', `/api/materials/${material.id}/file`, 'teacher', body);
    expect(response.statusCode).toBe(status);
    expect(response.json().field).toBe(field);
  });

  test('a type that is not a material: 415', async () => {
    const material = await aMaterial();
    expect(
      (await call('POST', `/api/materials/${material.id}/file`, 'teacher', { file_name: 'virus.exe', file_size: 10 }))
        .statusCode,
    ).toBe(415);
  });

  test('no session: 401; student: 403; teacher of another course: 403; unknown: 404', async () => {
    const body = { file_name: 'a.pdf', file_size: 10 };
    const material = await aMaterial();
    const others = await aMaterial(othersLessonId);
    expect((await call('POST', `/api/materials/${material.id}/file`, 'nobody', body)).statusCode).toBe(401);
    expect((await call('POST', `/api/materials/${material.id}/file`, 'student', body)).statusCode).toBe(403);
    expect((await call('POST', `/api/materials/${others.id}/file`, 'teacher', body)).statusCode).toBe(403);
    expect((await call('POST', '/api/materials/987654/file', 'teacher', body)).statusCode).toBe(404);
  });
});
