import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GradeOverrideResponse, MyGradesResponse } from '@netclass/shared';
import { SAMPLE_BYTES } from '../../../test/files.js';
import { queriesOf } from '../../../test/query-count.js';
import { call, sendFiles } from '../assignments/assignments.fixtures.js';
import { gradebookFixture, type GradebookFixture } from './gradebook.fixtures.js';

let f: GradebookFixture;
let a: number;
let b: number;
beforeAll(async () => {
  f = await gradebookFixture();
  [a, b] = f.students.map((s) => s.id) as [number, number];
});
afterAll(async () => {
  await f?.h.close();
});

const DAY = 86_400_000;
const totalOf = async (courseId: number, studentId = a) =>
  (await f.book(courseId)).students.find((s) => s.student_id === studentId)!.total;
/** A student's cell of one item (columns go by due date, which the tests move). */
const cellOf = async (courseId: number, item: number, studentId = a) => {
  const book = await f.book(courseId);
  return book.students.find((s) => s.student_id === studentId)!.cells[book.items.findIndex((i) => i.id === item)]!;
};
const release = async (item: number) =>
  expect((await call(f.h, 'POST', `/api/assignments/${item}/grades/release`, f.tokens.teacher)).statusCode).toBe(200);
/**
 * A published assignment whose grades are released at once (grades given after the release are
 * released as they are given): these tests are about how the counted cells add up, which the
 * teacher and the student see alike; what counts before a release is the last describe's.
 */
const releasedItem: GradebookFixture['item'] = async (courseId, overrides) => {
  const id = await f.item(courseId, overrides);
  await release(id);
  return id;
};
const categories = (courseId: number, list: { id?: number; name: string; weight: number }[]) =>
  call(f.h, 'PUT', `/api/courses/${courseId}/grade-categories`, f.tokens.teacher, { categories: list });
const override = (item: number, student: number, points: number, reason: string) =>
  call(f.h, 'PUT', `/api/graded-items/assignment/${item}/overrides/${student}`, f.tokens.teacher, { points, reason });

describe('totals', () => {
  test('no categories: every item by its points, in percent and on the 10-point scale', async () => {
    const course = await f.course();
    const [x, y] = [await releasedItem(course), await releasedItem(course, { max_points: 20 })];
    await f.grade(x, a, 8);
    await f.grade(y, a, 5);
    expect(await totalOf(course)).toEqual({ percentage: 43.33, scale10: 4.33 });
    const book = await f.book(course);
    expect(book.items.map((item) => item.id)).toEqual([x, y]);
    expect(book.students.find((s) => s.student_id === a)!.cells.map((cell) => [cell.points, cell.status])).toEqual([
      [8, 'released'],
      [5, 'released'],
    ]);
  });

  test('nothing graded and nothing due: no total; a missing item counts 0 only once its due date is past', async () => {
    const course = await f.course();
    const [graded, open] = [await releasedItem(course), await releasedItem(course)];
    expect(await totalOf(course)).toEqual({ percentage: null, scale10: null });
    await f.grade(graded, a, 6);
    expect(await totalOf(course)).toEqual({ percentage: 60, scale10: 6 });
    expect((await cellOf(course, open)).status).toBe('not_handed_in');
    await f.dueIn(open, -1000);
    expect(await totalOf(course)).toEqual({ percentage: 30, scale10: 3 });
    expect([(await cellOf(course, graded)).status, (await cellOf(course, open)).status]).toEqual([
      'released',
      'missing',
    ]);
  });

  test("a student's extension keeps a past item open: not missing, left out", async () => {
    const course = await f.course();
    const [graded, late] = [await releasedItem(course), await releasedItem(course)];
    await f.grade(graded, a, 6);
    await f.dueIn(late, -DAY);
    const extended = await call(f.h, 'PUT', `/api/assignments/${late}/extensions/${a}`, f.tokens.teacher, {
      due_at: new Date(Date.now() + DAY).toISOString(),
    });
    expect(extended.statusCode).toBe(200);
    expect(await totalOf(course, a)).toEqual({ percentage: 60, scale10: 6 });
    expect(await totalOf(course, b)).toEqual({ percentage: 0, scale10: 0 });
  });

  test('categories weigh their items; an empty category is left out; items without a category share what is left of 100', async () => {
    const course = await f.course();
    const saved = await categories(course, [
      { name: 'Bài lab', weight: 50 },
      { name: 'Thi', weight: 30 },
      { name: 'Kiểm tra', weight: 20 },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const [lab, exam] = saved.json().categories.map((c: { id: number }) => c.id) as [number, number];
    const [x, y] = [
      await releasedItem(course, { grade_category_id: lab }),
      await releasedItem(course, { grade_category_id: exam }),
    ];
    await f.grade(x, a, 8);
    await f.grade(y, a, 5);
    // (50 x 80% + 30 x 50%) / (50 + 30): the empty category is left out.
    expect(await totalOf(course)).toEqual({ percentage: 68.75, scale10: 6.88 });
    const book = await f.book(course);
    expect(book.categories.map((c) => [c.name, c.weight, c.position, c.item_count])).toEqual([
      ['Bài lab', 50, 0, 1],
      ['Thi', 30, 1, 1],
      ['Kiểm tra', 20, 2, 0],
    ]);

    // Lab only (60): the exam item has no category any more and weighs the 40 left.
    const kept = await categories(course, [{ id: lab, name: 'Bài lab', weight: 60 }]);
    expect(kept.json().categories).toHaveLength(1);
    expect((await f.book(course)).items.map((item) => item.category_id)).toEqual([lab, null]);
    expect(await totalOf(course)).toEqual({ percentage: 68, scale10: 6.8 });
  });

  test('an override counts instead of the grade, shows its reason, is audited and removable', async () => {
    const course = await f.course();
    const [x, y] = [await releasedItem(course), await releasedItem(course)];
    await f.grade(x, a, 8);
    await f.dueIn(y, -1000);
    expect(await totalOf(course)).toEqual({ percentage: 40, scale10: 4 });
    const set = await override(y, a, 9.5, 'Nộp qua email do lỗi hệ thống');
    expect(set.statusCode, set.body).toBe(200);
    const changed = await override(y, a, 9, 'Chấm lại');
    expect(changed.statusCode).toBe(200);
    expect(await totalOf(course)).toEqual({ percentage: 85, scale10: 8.5 });
    expect(await cellOf(course, y)).toMatchObject({
      points: 9,
      grade: null,
      status: 'overridden',
      override: { points: 9, reason: 'Chấm lại' },
    });

    const removed = await call(f.h, 'DELETE', `/api/graded-items/assignment/${y}/overrides/${a}`, f.tokens.teacher, {
      reason: 'Sinh viên nộp lại',
    });
    expect(removed.statusCode).toBe(200);
    const history = removed.json() as GradeOverrideResponse;
    expect(history.override).toBeNull();
    expect(history.audit.map((entry) => [entry.old, entry.new, entry.reason])).toEqual([
      [9, null, 'Sinh viên nộp lại'],
      [9.5, 9, 'Chấm lại'],
      [null, 9.5, 'Nộp qua email do lỗi hệ thống'],
    ]);
    expect(history.audit[0]!.changed_by?.id).toBeTypeOf('number');
    expect(await totalOf(course)).toEqual({ percentage: 40, scale10: 4 });
  });
});

describe('paging, sorting, filtering', () => {
  test('by total, by one item, by name; only students missing something; searched by name', async () => {
    const course = await f.course();
    const [x, y] = [await releasedItem(course), await releasedItem(course)];
    await f.grade(x, a, 3);
    await f.grade(x, b, 9);
    await f.grade(y, b, 9);
    await f.dueIn(y, -1000);
    const ids = async (query: string) => (await f.book(course, query)).students.map((s) => s.student_id);
    expect(await ids('?sort=total&order=desc')).toEqual([b, a]);
    expect(await ids('?sort=total&order=asc')).toEqual([a, b]);
    expect(await ids(`?sort=assignment:${x}&order=desc`)).toEqual([b, a]);
    expect(await ids('?sort=name&order=desc')).toEqual([b, a]);
    expect(await ids('?filter=missing')).toEqual([a]);
    const searched = await f.book(course, `?q=${encodeURIComponent('binh')}`);
    expect([searched.total, searched.students.map((s) => s.student_id)]).toEqual([1, [b]]);
    const second = await f.book(course, '?limit=1&page=2');
    expect([second.total, second.students.length]).toEqual([2, 1]);
    expect((await f.book(course, '?page=3&limit=1')).students).toEqual([]);
  });

  test('the class: student members and anyone who handed in; drafts are no columns', async () => {
    const course = await f.course({ studentIds: [a] });
    await releasedItem(course);
    await call(f.h, 'POST', `/api/courses/${course}/assignments`, f.tokens.teacher, {
      title: 'Nháp',
      allowed_types: ['pdf'],
      max_file_mb: 1,
      due_at: new Date(Date.now() + DAY).toISOString(),
      max_points: 10,
    });
    const book = await f.book(course);
    expect(book.items).toHaveLength(1);
    expect(book.students.map((s) => s.student_id)).toEqual([a]);
  });
});

describe('one statement a page', () => {
  test('the same number of queries whatever the class and the items: the course, then the page', async () => {
    const course = await f.course();
    // Due in a month: no deadline reminder job runs during the count.
    const later = { due_at: new Date(Date.now() + 30 * 86_400_000).toISOString() };
    await releasedItem(course, later);
    const queriesFor = () => queriesOf(() => f.book(course, '?sort=total'));
    const before = await queriesFor();
    expect(before).toBeLessThanOrEqual(3);
    for (let i = 0; i < 3; i++) await f.grade(await releasedItem(course, later), a, 5);
    const newcomer = await f.h.createUser();
    await call(f.h, 'POST', `/api/courses/${course}/members`, f.tokens.teacher, { user_ids: [newcomer.id] });
    expect(await queriesFor()).toBe(before);
  });
});

describe('export', () => {
  test('XLSX and CSV in the registrar’s layout: id, name, one column per item, total on the 10-point scale', async () => {
    const course = await f.course();
    const x = await releasedItem(course, { title: 'Lab 1: VLAN' });
    const y = await releasedItem(course, { title: 'Lab 2: OSPF' });
    await f.grade(x, a, 8);
    await f.grade(y, a, 7);
    const xlsx = await f.h.app.inject({
      method: 'GET',
      url: `/api/courses/${course}/gradebook.xlsx`,
      headers: f.h.authHeader(f.tokens.teacher),
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const workbook = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[workbook.SheetNames[0]!]!, {
      header: 1,
      defval: null,
    });
    expect(rows[0]).toEqual(['Mã sinh viên', 'Họ tên', 'Lab 1: VLAN', 'Lab 2: OSPF', 'Tổng điểm (thang 10)']);
    expect(rows.slice(1)).toEqual([
      [a, 'Nguyễn An', 8, 7, 7.5],
      [b, 'Trần Bình', null, null, null],
    ]);
    const csv = await f.h.app.inject({
      method: 'GET',
      url: `/api/courses/${course}/gradebook.csv`,
      headers: f.h.authHeader(f.tokens.teacher),
    });
    expect(csv.body.split('\r\n')[0]).toBe('\uFEFFMã sinh viên,Họ tên,Lab 1: VLAN,Lab 2: OSPF,Tổng điểm (thang 10)');
    expect(csv.body.split('\r\n')[1]).toBe(`${a},Nguyễn An,8,7,7.5`);
  });

  test('in the language the request asks for: English headers, sheet and file name; Vietnamese ones in Vietnamese', async () => {
    const course = await f.course();
    await releasedItem(course, { title: 'Lab 1: VLAN' });
    const ask = (extension: string, language: string) =>
      f.h.app.inject({
        method: 'GET',
        url: `/api/courses/${course}/gradebook.${extension}`,
        headers: { ...f.h.authHeader(f.tokens.teacher), 'accept-language': language },
      });
    const csv = await ask('csv', 'en');
    expect(csv.body.split('\r\n')[0]).toBe('\uFEFFStudent ID,Full name,Lab 1: VLAN,Total (out of 10)');
    expect(csv.headers['content-disposition']).toMatch(/filename\*=UTF-8''Gradebook%20-%20/);
    const workbook = XLSX.read((await ask('xlsx', 'en')).rawPayload, { type: 'buffer' });
    expect(workbook.SheetNames).toEqual(['Gradebook']);
    const vietnamese = await ask('csv', 'vi');
    expect(vietnamese.body.split('\r\n')[0]).toBe('\uFEFFMã sinh viên,Họ tên,Lab 1: VLAN,Tổng điểm (thang 10)');
    expect(XLSX.read((await ask('xlsx', 'vi')).rawPayload, { type: 'buffer' }).SheetNames).toEqual(['Bảng điểm']);
  });
});

describe('one rule for the teacher’s total, its exports and the student’s own (docs/decisions/037)', () => {
  test('over items released or past due (missing work 0); a grade not released waits; the projected total counts every grade given', async () => {
    const course = await f.course();
    const released = await releasedItem(course, { title: 'Lab 1' });
    const tomorrow = await f.item(course, { title: 'Lab 2' }); // due tomorrow, graded, not released
    const missed = await f.item(course, { title: 'Lab 3' });
    const waiting = await f.item(course, { title: 'Lab 4' });
    await f.dueIn(missed, -DAY);
    const pkt = [{ name: 'lab.pkt', bytes: SAMPLE_BYTES.packetTracer }];
    expect((await sendFiles(f.h, `/api/assignments/${waiting}/hand-ins`, f.tokens.student, pkt)).statusCode).toBe(201);
    await f.dueIn(waiting, -DAY); // handed in on time, graded, not released
    await f.grade(released, a, 8);
    await f.grade(tomorrow, a, 5);
    await f.grade(waiting, a, 9);

    // Counted: Lab 1 (8/10) and Lab 3 missing (0/10): 40 %; Lab 2 (not due) and Lab 4 (not released) wait.
    const row = (await f.book(course)).students.find((s) => s.student_id === a)!;
    expect(row.total).toEqual({ percentage: 40, scale10: 4 });
    // Projected: every grade given and the missing work: (8 + 5 + 0 + 9) / 40.
    expect(row.projected).toEqual({ percentage: 55, scale10: 5.5 });

    const csv = await f.h.app.inject({
      method: 'GET',
      url: `/api/courses/${course}/gradebook.csv`,
      headers: f.h.authHeader(f.tokens.teacher),
    });
    // The columns by due date (Lab 3, Lab 4, Lab 1, Lab 2): each cell's points as the teacher gave them, the total by the rule.
    expect(csv.body.split('\r\n')[1]).toBe(`${a},Nguyễn An,,9,8,5,4`);

    const mine = (await call(f.h, 'GET', '/api/grades/mine', f.tokens.student)).json() as MyGradesResponse;
    const own = mine.courses.find((c) => c.course.id === course)!;
    expect(own.total).toEqual(row.total);
    // The student sees what counts: the released grade and the missing work's 0, never the grades waiting for a release.
    expect(own.items.map((item) => [item.title, item.points])).toEqual([
      ['Lab 3', 0],
      ['Lab 1', 8],
    ]);
  });
});
