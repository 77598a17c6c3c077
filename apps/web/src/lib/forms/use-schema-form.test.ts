import { schemaResolver } from '@mantine/form';
import { courseFormSchema, createCategorySchema, createLessonSchema, loginRequestSchema } from '@netclass/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { localizedSchema } from './use-schema-form';

const resolve = (schema: Parameters<typeof localizedSchema>[0], values: Record<string, unknown>) =>
  schemaResolver(localizedSchema(schema, i18n.t), { sync: true })(values);

describe('localizedSchema through Mantine’s schema resolver', () => {
  afterEach(() => i18n.changeLanguage('vi'));

  it('gives each field the spec’s Vietnamese message', () => {
    expect(resolve(createLessonSchema, { title: ' ', content: 'x', course_id: 1, order_num: -1 })).toEqual({
      title: 'Vui lòng điền đầy đủ tất cả các trường!',
      order_num: 'Số thứ tự bài học phải là số không âm!',
    });
    expect(resolve(createCategorySchema, { name: '' })).toEqual({ name: 'Tên danh mục không được để trống.' });
  });

  it('translates them in English, by the message’s code or by its text', async () => {
    await i18n.changeLanguage('en');
    expect(resolve(createCategorySchema, { name: '' })).toEqual({ name: 'The category name must not be empty.' });
    expect(resolve(loginRequestSchema, { id: '', password: 'x' })).toEqual({
      id: i18n.t('errors.codes.LOGIN_MISSING_FIELDS'),
    });
  });

  it('puts the add-course form’s date checks on their fields', () => {
    const course = { id: 5, name: 'Mạng', description: '', teacher_id: '1001' };
    expect(resolve(courseFormSchema, { ...course, start_date: null, end_date: '2026-09-01 08:00:00' })).toEqual({
      start_date: 'Vui lòng chọn ngày bắt đầu và ngày kết thúc.',
    });
    expect(
      resolve(courseFormSchema, { ...course, start_date: '2026-09-02 08:00:00', end_date: '2026-09-01 08:00:00' }),
    ).toEqual({
      end_date: 'Ngày kết thúc không được trước ngày bắt đầu.',
    });
  });

  it('answers no errors for valid values', () => {
    expect(resolve(createLessonSchema, { title: 'Bài 1', content: 'x', course_id: 1, order_num: 0 })).toEqual({});
  });
});
