import {
  ANNOUNCEMENT_MESSAGES,
  ASSIGNMENT_MESSAGES,
  CHAT_MESSAGES,
  COMMENT_MESSAGES,
  CONTENT_MESSAGES,
  LINK_MESSAGES,
  MATERIAL_MESSAGES,
  NOTIFICATION_MESSAGES,
  PROGRESS_MESSAGES,
  REMINDER_MESSAGES,
  TEXT_MESSAGES,
  renderMessage,
} from '@netclass/shared';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import vi from './vi.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key;
    if (typeof value === 'string') entries.set(path, value);
    else flatten(value, `${path}.`).forEach((text, nested) => entries.set(nested, text));
  }
  return entries;
}

const viTexts = flatten(vi);
const enTexts = flatten(en);

describe('locales', () => {
  it('have the same keys in Vietnamese and English', () => {
    expect([...enTexts.keys()].sort()).toEqual([...viTexts.keys()].sort());
  });

  it('leave no text empty', () => {
    for (const [key, text] of [...viTexts, ...enTexts]) expect(text.trim(), key).not.toBe('');
  });

  // docs/product/screens-and-roles.md#screens, docs/product/messages.md#validation and docs/product/messages.md#errors
  // quote these texts; they must appear exactly.
  it.each([
    ['errors.codes.LOGIN_MISSING_FIELDS', 'Please enter username and password'],
    ['errors.codes.LOGIN_NO_SUCH_USER', 'Username does not exist'],
    ['errors.codes.LOGIN_WRONG_PASSWORD', 'Password incorrect'],
    ['errors.codes.LOGIN_ACCOUNT_LOCKED', 'Account locked, please contact admin'],
    ['login.failed', 'Login failed, try again'],
    ['login.cannotConnect', 'Cannot connect to server'],
    ['login.success', 'Login successful'],
    ['session.expired', 'Session expired, please log in again'],
    ['session.notLoggedIn', 'user not logged in'],
    ['presence.empty', 'No online users'],
    ['presence.online', 'Online'],
    ['presence.offline', 'Offline'],
    ['users.list.empty', 'No users found'],
    ['users.noEmail', 'none'],
    ['study.noDescription', 'no description'],
    ['chat.fallbackSender', 'User'],
    ['announcements.form.contentRequired', 'Please enter the announcement content'],
    ['announcements.list.loadFailed', 'Cannot load announcements. Please try again later.'],
    ['announcements.list.empty', 'No announcements'],
    ['announcements.unknownPublisher', 'unknown'],
    ['errors.codes.REMINDER_FIELDS_REQUIRED', 'Please choose the date and enter a note'],
  ])('English %s is the spec text', (key, text) => {
    expect(enTexts.get(key)).toBe(text);
  });

  it.each([
    ['errors.codes.EMAIL_REQUIRED', 'Vui lòng nhập email để cập nhật'],
    ['notifications.loadFailed', 'Lỗi khi tải thông báo!'],
    ['notifications.markFailed', 'Lỗi khi đánh dấu thông báo!'],
    ['notifications.deleteFailed', 'Lỗi khi xóa thông báo!'],
    ['errors.codes.NOTIFICATION_CONTENT_REQUIRED', 'Nội dung thông báo không được để trống.'],
    ['notifications.broadcast.failed', 'Lỗi khi gửi thông báo đến tất cả!'],
    ['admin.nav.announcements.title', 'Quản lý thông báo'],
    ['announcements.form.contentRequired', renderMessage(ANNOUNCEMENT_MESSAGES.contentRequired)],
    ['errors.codes.REMINDER_FIELDS_REQUIRED', renderMessage(REMINDER_MESSAGES.required)],
    ['errors.codes.PASSWORD_FIELDS_REQUIRED', 'Vui lòng nhập đầy đủ mật khẩu cũ, mật khẩu mới và xác nhận'],
    ['errors.codes.PASSWORD_MISMATCH', 'Mật khẩu mới và xác nhận không khớp'],
    ['errors.codes.PASSWORD_TOO_SHORT', 'Mật khẩu mới phải có ít nhất 6 ký tự'],
    ['errors.codes.INTERNAL', 'Lỗi server'],
    ['errors.profileLoadFailed', 'Không thể lấy thông tin người dùng'],
    ['profile.updateFailed', 'Không thể cập nhật thông tin người dùng'],
    ['courses.categoryInvalid', 'Danh mục không hợp lệ!'],
    ['categoryAdmin.nameRequired', 'Tên danh mục không được để trống.'],
    ['courseForm.problems.required', 'ID, tên học phần và giáo viên không được để trống.'],
    ['courseForm.problems.idInvalid', 'ID học phần phải là số nguyên dương.'],
    ['lessonAdmin.problems.required', 'Vui lòng điền đầy đủ tất cả các trường!'],
    ['lessonAdmin.problems.orderInvalid', 'Số thứ tự bài học phải là số không âm!'],
    ['lessonAdmin.created', 'Tạo bài học thành công!'],
    ['materials.upload.required', 'Vui lòng nhập tiêu đề, chọn file và chọn bài học'],
    ['materials.upload.wrongType', 'Loại file không hợp lệ. Cho phép: video, pdf, word, ppt'],
    ['materials.upload.notSaved', 'Tài liệu không được lưu vào cơ sở dữ liệu'],
    ['lesson.notFound', 'Không tìm thấy bài học hoặc bài học không hợp lệ.'],
    ['lesson.loadFailed', 'Không thể tải thông tin bài học. Vui lòng thử lại sau.'],
    ['study.loadFailed', 'Không thể tải danh mục'],
    ['courses.loadFailed', 'Không thể tải khóa học'],
    ['courseForm.createFailed', 'Không thể thêm khóa học'],
    ['courseAdmin.deleteFailed', 'Không thể xóa khóa học'],
    ['categoryAdmin.deleteFailed', 'Không thể xoá danh mục'],
    ['lessonAdmin.deleteFailed', 'Lỗi khi xóa bài học!'],
    ['lessonAdmin.createFailed', 'Lỗi khi tạo bài học!'],
    ['materials.upload.failed', 'Lỗi khi tạo tài liệu!'],
    ['materials.admin.deleteFailed', 'Lỗi khi xóa tài liệu!'],
    ['comments.contentRequired', 'Vui lòng nhập nội dung bình luận.'],
    ['comments.loadFailed', 'Lỗi khi tải bình luận!'],
    ['comments.sendFailed', 'Lỗi khi gửi bình luận!'],
    ['comments.deleteFailed', 'Lỗi khi xóa bình luận!'],
    ['nav.messages', 'Tin nhắn'],
    ['admin.nav.courses.title', 'Quản lý học phần'],
    ['admin.nav.courses.create', 'Danh mục học phần'],
    ['admin.nav.courses.lessons', 'Thêm bài học mới'],
  ])('Vietnamese %s is the spec text', (key, text) => {
    expect(viTexts.get(key)).toBe(text);
  });

  it.each([
    'users.delete.confirm',
    'categoryAdmin.deleteConfirm',
    'courseAdmin.deleteConfirm',
    'lessonAdmin.deleteConfirm',
    'materials.admin.deleteConfirm',
    'comments.deleteConfirm',
    'chat.deleteConfirm',
    'notifications.deleteConfirm',
    'announcements.delete.confirm',
    'notes.deleteConfirm',
  ])('asks for confirmation before a delete in the spec wording (%s)', (key) => {
    expect(viTexts.get(key)).toMatch(/^Bạn có chắc chắn muốn xóa /);
  });

  it.each(Object.entries(ASSIGNMENT_MESSAGES))(
    'Vietnamese assignments.problems.%s is the server message',
    (key, text) => {
      expect(viTexts.get(`assignments.problems.${key}`)).toBe(renderMessage(text));
    },
  );

  it('uses the shared schema texts where the server says the same', () => {
    expect(viTexts.get('courseForm.problems.required')).toBe(renderMessage(CONTENT_MESSAGES.courseRequired));
    expect(viTexts.get('courseForm.problems.idInvalid')).toBe(renderMessage(CONTENT_MESSAGES.courseIdInvalid));
    expect(viTexts.get('courseForm.problems.endBeforeStart')).toBe(renderMessage(CONTENT_MESSAGES.endBeforeStart));
    expect(viTexts.get('lessonAdmin.problems.required')).toBe(renderMessage(CONTENT_MESSAGES.lessonRequired));
    expect(viTexts.get('lessonAdmin.problems.orderInvalid')).toBe(renderMessage(CONTENT_MESSAGES.lessonOrderInvalid));
    expect(viTexts.get('lesson.notFound')).toBe(renderMessage(CONTENT_MESSAGES.lessonInvalid));
    expect(viTexts.get('courses.categoryInvalid')).toBe(renderMessage(CONTENT_MESSAGES.categoryInvalid));
    expect(viTexts.get('materials.upload.required')).toBe(renderMessage(MATERIAL_MESSAGES.required));
    expect(viTexts.get('materials.upload.wrongType')).toBe(renderMessage(MATERIAL_MESSAGES.wrongType));
    expect(viTexts.get('comments.contentRequired')).toBe(renderMessage(COMMENT_MESSAGES.contentRequired));
    expect(viTexts.get('chat.contentRequired')).toBe(renderMessage(CHAT_MESSAGES.contentRequired));
  });

  // errors.codes.<CODE> is shown instead of the server's message (lib/error-message): in
  // Vietnamese it must say exactly what the server says.
  it.each([
    ['CATEGORY_HAS_COURSES', renderMessage(CONTENT_MESSAGES.categoryHasCourses)],
    ['COURSE_ID_TAKEN', renderMessage(CONTENT_MESSAGES.courseIdTaken)],
    ['COURSE_HAS_LESSONS', renderMessage(CONTENT_MESSAGES.courseHasLessons)],
    ['LESSON_HAS_MATERIALS', renderMessage(CONTENT_MESSAGES.lessonHasMaterials)],
    ['LINK_INVALID', renderMessage(LINK_MESSAGES.invalid)],
    ['LINK_EXPIRED', renderMessage(LINK_MESSAGES.expired)],
    ['RANGE_NOT_SATISFIABLE', renderMessage(LINK_MESSAGES.rangeNotSatisfiable)],
    ['UPLOAD_ALREADY_USED', renderMessage(MATERIAL_MESSAGES.uploadAlreadyUsed)],
    ['UPLOAD_INCOMPLETE', renderMessage(MATERIAL_MESSAGES.uploadIncomplete)],
    ['PROGRESS_VIEW_MODE', renderMessage(PROGRESS_MESSAGES.viewMode)],
    ['ANNOUNCEMENT_CONTENT_REQUIRED', renderMessage(ANNOUNCEMENT_MESSAGES.contentRequired)],
    ['NOTIFICATION_CONTENT_REQUIRED', renderMessage(NOTIFICATION_MESSAGES.contentRequired)],
    ['COMMENT_CONTENT_REQUIRED', renderMessage(COMMENT_MESSAGES.contentRequired)],
    ['MESSAGE_CONTENT_REQUIRED', renderMessage(CHAT_MESSAGES.contentRequired)],
    ['REMINDER_FIELDS_REQUIRED', renderMessage(REMINDER_MESSAGES.required)],
    ['TEXT_INVALID', renderMessage(TEXT_MESSAGES.invalid)],
    ['ASSIGNMENT_HAS_HAND_INS', renderMessage(ASSIGNMENT_MESSAGES.hasHandIns)],
    ['HAND_IN_CLOSED', renderMessage(ASSIGNMENT_MESSAGES.closed)],
    ['HAND_IN_BUSY', renderMessage(ASSIGNMENT_MESSAGES.busy)],
    ['COURSE_HAS_ASSIGNMENTS', renderMessage(CONTENT_MESSAGES.courseHasAssignments)],
  ])('Vietnamese errors.codes.%s is the server message', (code, message) => {
    expect(viTexts.get(`errors.codes.${code}`)).toBe(renderMessage(message));
  });

  it.each(['VALIDATION', 'CONFLICT', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_TYPE', 'TEXT_TOO_LONG'])(
    'leaves %s untranslated: its server message varies and says more',
    (code) => {
      expect(viTexts.has(`errors.codes.${code}`)).toBe(false);
    },
  );
});

describe('progress texts (docs/product/rules.md#states-and-flows, docs/product/messages.md#errors)', () => {
  it('are the spec and server texts', () => {
    expect(viTexts.get('progress.lesson.completeFailed')).toBe(renderMessage(PROGRESS_MESSAGES.completeFailed));
    expect(viTexts.get('progress.lesson.completeFailed')).toBe('Không thể đánh dấu tài liệu hoàn thành');
    expect(viTexts.get('progress.lesson.tokenMissing')).toBe(renderMessage(PROGRESS_MESSAGES.tokenMissing));
    expect(viTexts.get('progress.lesson.tokenMissing')).toBe('Không tìm thấy token. Vui lòng đăng nhập lại.');
    expect(enTexts.get('progress.lesson.notStarted')).toContain('not studied any content yet');
    expect(enTexts.get('progress.lesson.partial')).toBe('{{percent}}% completed ({{left}} materials left)');
    expect(enTexts.get('progress.lesson.complete')).toMatch(/^Congratulations.*completed all materials/);
  });
});
