import { ERROR_CODES } from '@netclass/shared';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { ApiError, NetworkError } from './api-client';
import { errorMessage } from './error-message';
import { i18n } from './i18n';

const t = i18n.t.bind(i18n);

describe('errorMessage', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterAll(async () => {
    await i18n.changeLanguage('vi');
  });

  it.each([
    [
      'CATEGORY_HAS_COURSES',
      'Không thể xóa danh mục còn học phần. Hãy xóa các học phần trước.',
      'A term that still has courses cannot be deleted. Delete its courses first.',
    ],
    ['COURSE_ID_TAKEN', 'ID học phần này đã tồn tại.', 'This course ID already exists.'],
    ['LINK_EXPIRED', 'Liên kết đã hết hạn, vui lòng tải lại trang.', 'The link has expired, please reload the page.'],
    [
      'UPLOAD_INCOMPLETE',
      'Tệp tải lên không đầy đủ, vui lòng tải lại.',
      'The file did not arrive whole, please upload it again.',
    ],
    ['USER_ID_TAKEN', 'ID này đã được dùng cho một tài khoản khác.', 'This ID is already used by another account.'],
  ])('translates %s, a code with a fixed meaning', async (code, serverMessage, english) => {
    expect(errorMessage(new ApiError(409, code, serverMessage), t, 'fallback')).toBe(english);
    await i18n.changeLanguage('vi');
    expect(errorMessage(new ApiError(409, code, serverMessage), t, 'fallback')).toBe(serverMessage);
  });

  it.each([
    ['VALIDATION', 'Trường này có một lỗi lạ.'],
    ['NOT_FOUND', 'Không tìm thấy học phần.'],
    ['PAYLOAD_TOO_LARGE', 'Tệp quá lớn. Tối đa 2 GiB.'],
    ['SOMETHING_NEW', 'Một lỗi mới.'],
  ])("shows the server's own message for %s, which says more than a fixed text", (code, serverMessage) => {
    expect(errorMessage(new ApiError(400, code, serverMessage), t, 'fallback')).toBe(serverMessage);
  });

  it.each([
    [
      'VALIDATION',
      'content.endBeforeStart',
      {},
      'Ngày kết thúc không được trước ngày bắt đầu.',
      'The end date must not be before the start date.',
    ],
    [
      'UNSUPPORTED_TYPE',
      'assignment.contentMismatch',
      {},
      'Nội dung tệp không khớp với loại file.',
      "The file's content does not match its type.",
    ],
    [
      'TEXT_TOO_LONG',
      'comment.tooLong',
      { max: 2000 },
      'Bình luận tối đa 2000 ký tự.',
      'A comment can have at most 2000 characters.',
    ],
    [
      'VALIDATION',
      'questionBank.nothingToImport',
      {},
      'Tệp không có câu hỏi hợp lệ nào để nhập.',
      'The file has no valid question to import.',
    ],
  ])(
    "words the server's message for %s by its key and values, in the reader's language (not by the server's wording)",
    async (code, key, params, vietnamese, english) => {
      const refusal = new ApiError(400, code, 'worded by the server', undefined, undefined, key, params);
      expect(errorMessage(refusal, t, 'fallback')).toBe(english);
      await i18n.changeLanguage('vi');
      expect(errorMessage(refusal, t, 'fallback')).toBe(vietnamese);
    },
  );

  it('falls back to the given text, then to the status, without a server message', () => {
    expect(errorMessage(new ApiError(500, undefined, undefined), t, 'Could not load')).toBe('Could not load');
    expect(errorMessage(new ApiError(502, undefined, undefined), t)).toBe(
      'The request failed (status 502). Please try again.',
    );
  });

  it('names a network failure or a timeout, and anything else as unknown', () => {
    expect(errorMessage(new NetworkError('unreachable'), t, 'fallback')).toBe(en.errors.network);
    expect(errorMessage(new NetworkError('timeout'), t, 'fallback')).toBe(en.errors.timeout);
    expect(errorMessage(new Error('boom'), t)).toBe(en.errors.unknown);
    expect(errorMessage(new Error('boom'), t, 'fallback')).toBe('fallback');
  });

  it.each([
    [1, 'You are sending too fast, please try again in 1 second.', 'Bạn gửi quá nhanh, vui lòng thử lại sau 1 giây.'],
    [
      45,
      'You are sending too fast, please try again in 45 seconds.',
      'Bạn gửi quá nhanh, vui lòng thử lại sau 45 giây.',
    ],
    [
      119,
      'You are sending too fast, please try again in 119 seconds.',
      'Bạn gửi quá nhanh, vui lòng thử lại sau 119 giây.',
    ],
    [
      120,
      'You are sending too fast, please try again in 2 minutes.',
      'Bạn gửi quá nhanh, vui lòng thử lại sau 2 phút.',
    ],
    [
      121,
      'You are sending too fast, please try again in 3 minutes.',
      'Bạn gửi quá nhanh, vui lòng thử lại sau 3 phút.',
    ],
  ])('a 429 RATE_LIMITED with Retry-After %i says how long to wait', async (seconds, english, vietnamese) => {
    const refused = new ApiError(
      429,
      'RATE_LIMITED',
      'Bạn thao tác quá nhanh, vui lòng đợi một lát rồi thử lại.',
      seconds,
    );
    expect(errorMessage(refused, t, 'fallback')).toBe(english);
    await i18n.changeLanguage('vi');
    expect(errorMessage(refused, t, 'fallback')).toBe(vietnamese);
  });

  it('a 429 without Retry-After: the fixed text, the server message in Vietnamese', async () => {
    const refused = new ApiError(429, 'RATE_LIMITED', 'Bạn thao tác quá nhanh, vui lòng đợi một lát rồi thử lại.');
    expect(errorMessage(refused, t)).toBe('You are going too fast, please wait a moment and try again.');
    await i18n.changeLanguage('vi');
    expect(errorMessage(refused, t)).toBe(refused.serverMessage);
  });

  it('has translations only under real error codes', () => {
    expect(Object.keys(en.errors.codes).filter((code) => !(ERROR_CODES as readonly string[]).includes(code))).toEqual(
      [],
    );
  });
});
