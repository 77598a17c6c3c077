import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { renderNotification, type NotificationParams } from '@netclass/shared';
import { buildTestApp, type TestApp } from '../../../test/app.js';

let h: TestApp;
beforeAll(async () => {
  h = await buildTestApp();
});
afterAll(async () => {
  await h?.close();
});

/** What migration 0020 makes of a notification stored as Vietnamese text. */
async function migrated(content: string): Promise<{ type: string; params: NotificationParams }> {
  const result = await h.db.execute<{ type: string; params: NotificationParams }>(
    sql`select type, params from public.notification_from_text(${content})`,
  );
  return result.rows[0]!;
}

describe('migration 0020: the old Vietnamese texts become types with parameters', () => {
  test.each([
    [
      'Thầy Nam đã đăng thông báo mới: Nghỉ học ngày mai',
      'announcement',
      { publisher: 'Thầy Nam', excerpt: 'Nghỉ học ngày mai' },
    ],
    [
      'Hoàng Lan đã trả lời bình luận của bạn trong bài "Định tuyến "tĩnh"": Xem slide: 12',
      'comment_reply',
      { author: 'Hoàng Lan', lesson: 'Định tuyến "tĩnh"', excerpt: 'Xem slide: 12' },
    ],
    [
      'Học phần mới "Mạng máy tính (CLC)" (HK1 2026).',
      'course_published',
      { course: 'Mạng máy tính (CLC)', category: 'HK1 2026' },
    ],
    [
      'Bài học mới "Định tuyến" (Mạng máy tính).',
      'lesson_published',
      { lesson: 'Định tuyến', course: 'Mạng máy tính' },
    ],
    [
      'Tài liệu mới "Slide OSI" trong bài "Mô hình OSI" (Mạng máy tính).',
      'material_published',
      { material: 'Slide OSI', lesson: 'Mô hình OSI', course: 'Mạng máy tính' },
    ],
    [
      'Nhắc nhở: bạn chưa mở tài liệu "Bài tập OSI" trong bài "Mô hình OSI".',
      'reminder_material',
      { material: 'Bài tập OSI', lesson: 'Mô hình OSI' },
    ],
    [
      'Nhắc nhở: bạn chưa mở bài "Mô hình OSI" (Mạng máy tính).',
      'reminder_lesson_not_opened',
      { lesson: 'Mô hình OSI', course: 'Mạng máy tính' },
    ],
    [
      'Nhắc nhở: bạn chưa hoàn thành bài "Mô hình OSI" (Mạng máy tính).',
      'reminder_lesson_not_completed',
      { lesson: 'Mô hình OSI', course: 'Mạng máy tính' },
    ],
  ])('%s', async (content, type, params) => {
    const row = await migrated(content);
    expect(row).toEqual({ type, params });
    // Rendered in Vietnamese, it reads as it did.
    expect(renderNotification(row.type, row.params, 'vi')).toBe(content);
  });

  test.each([
    ['an announcement to everyone', 'Lớp nghỉ học thứ Sáu'],
    ['a text like none of the templates', 'Bài học mới: Định tuyến'],
    ['several lines', 'Dòng 1\nHọc phần mới "A" (B).'],
  ])('%s stays as it was, as a text', async (_case, content) => {
    expect(await migrated(content)).toEqual({ type: 'text', params: { text: content } });
  });
});
