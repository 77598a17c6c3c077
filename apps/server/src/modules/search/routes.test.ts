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
  const term = await h.createCategory({
    name: 'Học kỳ 1 năm học 2026-2027',
    description: 'Mạng máy tính và truyền số liệu',
  });
  const network = await h.createCourse({ categoryId: term.id, teacherId: teacher.id, name: 'Mạng máy tính' });
  const data = await h.createCourse({ categoryId: term.id, teacherId: teacher.id, name: 'Truyền số liệu' });
  const routing = await h.createLesson({ courseId: network.id, title: 'Định tuyến tĩnh và động' });
  const vlan = await h.createLesson({ courseId: network.id, title: 'Chuyển mạch và VLAN' });
  const slides = await h.createMaterial({
    lessonId: routing.id,
    bytes: SAMPLE_BYTES.pdf,
    fileName: 'dinh-tuyen.pdf',
    title: 'Slide định tuyến OSPF',
  });
  const pendingTeacherToken = await h.loginAs(teacher);
  const pending = await h.app.inject({
    method: 'POST',
    url: '/api/materials',
    headers: h.authHeader(pendingTeacherToken),
    payload: { title: 'Định tuyến chưa tải xong', lesson_id: routing.id, file_name: 'x.pdf', file_size: 10 },
  });
  Object.assign(ids, {
    term: term.id,
    network: network.id,
    data: data.id,
    routing: routing.id,
    vlan: vlan.id,
    slides: slides.id,
    pending: pending.json().material.id,
  });
});
afterAll(async () => {
  await h?.close();
});

type SearchBody = {
  results: Array<{ type: string; id: number; title: string; subtitle: string | null; link: string }>;
  total: number;
  page: number;
  limit: number;
  counts: Record<string, number>;
};
const searchPage = async (q: string, paging = '') => {
  const response = await h.app.inject({
    url: `/api/search?q=${encodeURIComponent(q)}${paging}`,
    headers: h.authHeader(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchBody>();
};
const search = async (q: string) => (await searchPage(q)).results;

describe('GET /api/search', () => {
  test("'mang may tinh' finds the course 'Mạng máy tính' first, linked to its term's page with the course open", async () => {
    const [first] = await search('mang may tinh');
    expect(first).toEqual({
      type: 'course',
      id: ids.network,
      title: 'Mạng máy tính',
      subtitle: 'Học kỳ 1 năm học 2026-2027',
      link: `/category/${ids.term}/courses?course=${ids.network}`,
    });
  });

  test("'dinh tuyen' finds the lesson and the ready material, not the pending one", async () => {
    const results = await search('dinh tuyen');
    expect(results).toEqual(
      expect.arrayContaining([
        {
          type: 'lesson',
          id: ids.routing,
          title: 'Định tuyến tĩnh và động',
          subtitle: 'Mạng máy tính',
          link: `/lesson/${ids.routing}`,
        },
        {
          type: 'material',
          id: ids.slides,
          title: 'Slide định tuyến OSPF',
          subtitle: 'Định tuyến tĩnh và động · Mạng máy tính',
          link: `/lesson/${ids.routing}`,
        },
      ]),
    );
    expect(results.map((r) => r.id)).not.toContain(ids.pending);
  });

  test.each([['MẠNG MÁY TÍNH'], ['Mạng  máy tính'], ['mạng may tính']])(
    'accents, case and spaces do not matter: %s',
    async (q) => {
      expect((await search(q))[0]).toMatchObject({ type: 'course', id: ids.network });
    },
  );

  test("'đ' is 'd': 'Dinh' and 'định' both find 'Định tuyến'", async () => {
    for (const q of ['Dinh tuyen', 'định']) expect((await search(q)).map((r) => r.id)).toContain(ids.routing);
  });

  test('every word must appear, in any order', async () => {
    expect((await search('vlan chuyen mach')).map((r) => r.id)).toEqual([ids.vlan]);
    expect(await search('vlan ospf')).toEqual([]);
  });

  test('terms are found too; a typo is forgiven', async () => {
    expect(await search('hoc ky 1')).toEqual([
      {
        type: 'category',
        id: ids.term,
        title: 'Học kỳ 1 năm học 2026-2027',
        subtitle: 'Mạng máy tính và truyền số liệu',
        link: `/category/${ids.term}/courses`,
      },
    ]);
    expect((await search('truyen so lieuu')).map((r) => r.id)).toContain(ids.data);
  });

  test('LIKE wildcards are plain characters', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  test('a blank query answers nothing; numbered pages of 20 by default, in one ranking, with the total', async () => {
    expect(await searchPage('   ')).toEqual({
      results: [],
      total: 0,
      page: 1,
      limit: 20,
      counts: { category: 0, course: 0, lesson: 0, material: 0 },
    });
    const course = await h.createCourse({ categoryId: ids.term, teacherId: null, name: 'Lab' });
    for (let i = 0; i < 25; i++) await h.createLesson({ courseId: course.id, title: `Thực hành ${i}` });
    const first = await searchPage('thuc hanh');
    expect(first.results).toHaveLength(20);
    expect(first).toMatchObject({ total: 25, page: 1, limit: 20 });
    const second = await searchPage('thuc hanh', '&page=2');
    expect(second.results).toHaveLength(5);
    const pages = await Promise.all([1, 2, 3].map((page) => searchPage('thuc hanh', `&page=${page}&limit=10`)));
    expect(pages.flatMap((p) => p.results)).toEqual([...first.results, ...second.results]);
    expect(pages.map((p) => [p.results.length, p.total])).toEqual([
      [10, 25],
      [10, 25],
      [5, 25],
    ]);
    expect(await searchPage('thuc hanh', '&page=4&limit=10')).toEqual({
      results: [],
      total: 25,
      page: 4,
      limit: 10,
      counts: { category: 0, course: 0, lesson: 25, material: 0 },
    });
    expect((await searchPage('thuc hanh', '&limit=100')).results).toHaveLength(25);
  });

  test('bad paging: 400', async () => {
    for (const paging of ['page=0', 'page=x', 'limit=0', 'limit=101', 'limit=2.5']) {
      expect(
        (await h.app.inject({ url: `/api/search?q=mang&${paging}`, headers: h.authHeader(token) })).statusCode,
        paging,
      ).toBe(400);
    }
  });

  test('401 without a session; 400 for a very long query', async () => {
    expect((await h.app.inject({ url: '/api/search?q=mang' })).statusCode).toBe(401);
    expect(
      (await h.app.inject({ url: `/api/search?q=${'a'.repeat(101)}`, headers: h.authHeader(token) })).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/search: lesson content, groups', () => {
  test('a lesson is found by a word of its content, accents ignored', async () => {
    const lab = await h.createLesson({
      courseId: ids.network,
      title: 'Bài thực hành tuần 5',
      content: 'Cấu hình giao thức RIPv2 trên bộ định tuyến Cisco.',
    });
    const results = await search('giao thuc ripv2');
    expect(results).toEqual([
      {
        type: 'lesson',
        id: lab.id,
        title: 'Bài thực hành tuần 5',
        subtitle: 'Mạng máy tính',
        link: `/lesson/${lab.id}`,
      },
    ]);
  });

  test('counts per type whatever the type asked; one type pages on its own', async () => {
    // The lesson 'Định tuyến tĩnh và động' by its title, the lab above by its content ('bộ định tuyến').
    const all = await searchPage('dinh tuyen');
    expect(all.counts).toEqual({ category: 0, course: 0, lesson: 2, material: 1 });
    expect(all.total).toBe(3);
    const materials = await searchPage('dinh tuyen', '&type=material');
    expect(materials).toMatchObject({ total: 1, counts: all.counts, results: [{ type: 'material', id: ids.slides }] });
    expect((await searchPage('dinh tuyen', '&type=category')).results).toEqual([]);
  });

  test('400 for an unknown type, a bad page or limit, a query too long; 401 without a session', async () => {
    for (const url of [
      '/api/search?q=a&type=user',
      '/api/search?q=a&page=0',
      '/api/search?q=a&limit=101',
      `/api/search?q=${'a'.repeat(101)}`,
    ]) {
      expect((await h.app.inject({ url, headers: h.authHeader(token) })).statusCode, url).toBe(400);
    }
    expect((await h.app.inject({ url: '/api/search?q=a' })).statusCode).toBe(401);
  });
});
