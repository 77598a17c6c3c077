import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TEMPLATES, NOTIFICATION_TYPES, renderNotification } from './notification-texts.js';

const placeholders = (template: string) => [...template.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('notification texts', () => {
  it.each(NOTIFICATION_TYPES)('%s says the same things in Vietnamese and English', (type) => {
    expect(placeholders(NOTIFICATION_TEMPLATES.en[type])).toEqual(placeholders(NOTIFICATION_TEMPLATES.vi[type]));
  });

  it('renders a type with its parameters in the reader language', () => {
    const params = { author: 'Hoàng Lan', lesson: 'Định tuyến', excerpt: 'Xem slide 12', course_id: 101 };
    expect(renderNotification('comment_reply', params, 'vi')).toBe(
      'Hoàng Lan đã trả lời bình luận của bạn trong bài "Định tuyến": Xem slide 12',
    );
    expect(renderNotification('comment_reply', params, 'en')).toBe(
      'Hoàng Lan replied to your comment in the lesson "Định tuyến": Xem slide 12',
    );
  });

  it('a text stays as written; a type it does not know shows its text; a missing parameter shows nothing', () => {
    expect(renderNotification('text', { text: 'Lớp nghỉ {{học}}' }, 'en')).toBe('Lớp nghỉ {{học}}');
    expect(renderNotification('from_a_newer_server', { text: 'Xin chào' }, 'en')).toBe('Xin chào');
    expect(renderNotification('lesson_published', { lesson: 'OSI' }, 'en')).toBe('New lesson "OSI" ().');
  });
});
