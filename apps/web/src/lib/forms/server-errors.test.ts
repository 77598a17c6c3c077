import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../api-client';
import { i18n } from '../i18n';
import { placeServerError } from './server-errors';

function fakeForm(values: Record<string, unknown>) {
  const errors: Record<string, string> = {};
  return {
    errors,
    getValues: () => values,
    setFieldError: (path: string, error: string) => void (errors[path] = error),
  };
}

describe('placeServerError', () => {
  afterEach(() => i18n.changeLanguage('vi'));

  it('puts a 400 naming one of the form fields on that field, and leaves no general message', () => {
    const form = fakeForm({ title: '', order_num: '' });
    const error = new ApiError(400, 'VALIDATION', 'Số thứ tự bài học phải là số không âm!', undefined, 'order_num');
    expect(placeServerError(form, error, i18n.t)).toBeNull();
    expect(form.errors).toEqual({ order_num: 'Số thứ tự bài học phải là số không âm!' });
  });

  it("words the message it places by its key, in the reader's language (English)", async () => {
    await i18n.changeLanguage('en');
    const form = fakeForm({ order_num: '' });
    const message = 'Số thứ tự bài học phải là số không âm!';
    placeServerError(
      form,
      new ApiError(400, 'VALIDATION', message, undefined, 'order_num', 'content.lessonOrderInvalid'),
      i18n.t,
    );
    expect(form.errors).toEqual({ order_num: 'The lesson order number must not be negative!' });
  });

  it('ties an error code to a field when the form says so (409 USER_ID_TAKEN → id)', () => {
    const form = fakeForm({ id: 5, name: 'An' });
    const error = new ApiError(409, 'USER_ID_TAKEN', 'ID 5 đã được dùng');
    expect(placeServerError(form, error, i18n.t, { codeFields: { USER_ID_TAKEN: 'id' } })).toBeNull();
    expect(form.errors.id).toBeTruthy();
  });

  it('puts a field the form names otherwise on its own field (extra_seconds → extra_minutes)', () => {
    const form = fakeForm({ extra_minutes: 10, extra_attempts: 0 });
    const error = new ApiError(
      400,
      'VALIDATION',
      'Thời gian cộng thêm phải từ 0 đến 24 giờ.',
      undefined,
      'extra_seconds',
    );
    expect(placeServerError(form, error, i18n.t, { fields: { extra_seconds: 'extra_minutes' } })).toBeNull();
    expect(form.errors).toEqual({ extra_minutes: 'Thời gian cộng thêm phải từ 0 đến 24 giờ.' });
  });

  it.each([
    [
      'a 400 about a field the form does not have',
      new ApiError(400, 'VALIDATION', 'Không tìm thấy học phần.', undefined, 'course_id'),
      'Không tìm thấy học phần.',
    ],
    [
      'a 400 naming no field',
      new ApiError(400, 'VALIDATION', 'Dữ liệu JSON không hợp lệ.'),
      'Dữ liệu JSON không hợp lệ.',
    ],
    ['a failure with no message', new ApiError(502, undefined, undefined), 'Lỗi khi tạo bài học!'],
    ['no answer', new NetworkError('unreachable'), i18n.t('errors.network')],
  ])('answers the general message for %s', (_case, error, message) => {
    const form = fakeForm({ title: '', order_num: '' });
    expect(placeServerError(form, error, i18n.t, { fallback: 'Lỗi khi tạo bài học!' })).toBe(message);
    expect(form.errors).toEqual({});
  });
});
