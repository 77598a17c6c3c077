import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { SAMPLE_BYTES } from '../../../test/files.js';

let h: TestApp;
let token = '';
const ids = { term: 0, network: 0, data: 0, routing: 0, vlan: 0, slides: 0, pending: 0 };

beforeAll(async () => {
  h = await buildTestApp();
  const teacher = await h.createUser({ role: 'teacher' });
  token = await h.loginAs(await h.createUser());
  const term = await h.createCategory({ name: 'Học kỳ 1 năm học 2026-2027', description: 'Mạng máy tính và truyền số liệu' });
  const network = await h.createCourse({ categoryId: term.id, teacherId: teacher.id, name: 'Mạng máy tính' });
  const data = await h.createCourse({ categoryId: term.id, teacherId: teacher.id, name: 'Truyền số liệu' });
  const routing = await h.createLesson({ courseId: network.id, title: 'Định tuyến tĩnh và động' });
  const vlan = await h.createLesson({ courseId: network.id, title: 'Chuyển mạch và VLAN' });
  const slides = await h.createMaterial({ lessonId: routing.id, bytes: SAMPLE_BYTES.pdf, fileName: 'dinh-tuyen.pdf', title: 'Slide định tuyến OSPF' });
  const pendingTeacherToken = await h.loginAs(teacher);
  const pending = await h.app.inject({ method: 'POST', url: '/api/materials', headers: h.authHeader(pendingTeacherToken), payload: { title: 'Định tuyến chưa tải xong', lesson_id: routing.id, file_name: 'x.pdf', file_size: 10 } });
  Object.assign(ids, { term: term.id, network: network.id, data: data.id, routing: routing.id, vlan: vlan.id, slides: slides.id, pending: pending.json().material.id });
});
afterAll(async () => {
  await h?.close();
});

const search = async (q: string) => {
  const response = await h.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}`, headers: h.authHeader(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ results: Array<{ type: string; id: number; title: string; subtitle: string | null; link: string }> }>().results;
};

describe('GET /api/search', () => {
  test("'mang may tinh' finds the course 'Mạng máy tính' first, linked to its term's page with the course open", async () => {
    const [first] = await search('mang may tinh');
    expect(first).toEqual({ type: 'course', id: ids.network, title: 'Mạng máy tính', subtitle: 'Học kỳ 1 năm học 2026-2027', link: `/category/${ids.term}/courses?course=${ids.network}` });
  });

  test("'dinh tuyen' finds the lesson and the ready material, not the pending one", async () => {
    const results = await search('dinh tuyen');
    expect(results).toEqual(
      expect.arrayContaining([
        { type: 'lesson', id: ids.routing, title: 'Định tuyến tĩnh và động', subtitle: 'Mạng máy tính', link: `/lesson/${ids.routing}` },
        { type: 'material', id: ids.slides, title: 'Slide định tuyến OSPF', subtitle: 'Định tuyến tĩnh và động · Mạng máy tính', link: `/lesson/${ids.routing}` },
      ]),
    );
    expect(results.map((r) => r.id)).not.toContain(ids.pending);
  });

  test.each([['MẠNG MÁY TÍNH'], ['Mạng  máy tính'], ['mạng may tính']])('accents, case and spaces do not matter: %s', async (q) => {
    expect((await search(q))[0]).toMatchObject({ type: 'course', id: ids.network });
  });

  test("'đ' is 'd': 'Dinh' and 'định' both find 'Định tuyến'", async () => {
    for (const q of ['Dinh tuyen', 'định']) expect((await search(q)).map((r) => r.id)).toContain(ids.routing);
  });

  test('every word must appear, in any order', async () => {
    expect((await search('vlan chuyen mach')).map((r) => r.id)).toEqual([ids.vlan]);
    expect(await search('vlan ospf')).toEqual([]);
  });

  test('terms are found too; a typo is forgiven', async () => {
    expect(await search('hoc ky 1')).toEqual([{ type: 'category', id: ids.term, title: 'Học kỳ 1 năm học 2026-2027', subtitle: 'Mạng máy tính và truyền số liệu', link: `/category/${ids.term}/courses` }]);
    expect((await search('truyen so lieuu')).map((r) => r.id)).toContain(ids.data);
  });

  test('LIKE wildcards are plain characters', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  test('a blank query answers nothing; at most 20 results', async () => {
    expect(await search('   ')).toEqual([]);
    const course = await h.createCourse({ categoryId: ids.term, teacherId: null, name: 'Lab' });
    for (let i = 0; i < 25; i++) await h.createLesson({ courseId: course.id, title: `Thực hành ${i}` });
    expect(await search('thuc hanh')).toHaveLength(20);
  });

  test('401 without a session; 400 for a very long query', async () => {
    expect((await h.app.inject({ url: '/api/search?q=mang' })).statusCode).toBe(401);
    expect((await h.app.inject({ url: `/api/search?q=${'a'.repeat(101)}`, headers: h.authHeader(token) })).statusCode).toBe(400);
  });
});
