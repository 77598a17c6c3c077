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

  // SPEC §2, §5 and §8 quote these texts; they must appear exactly.
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
  ])('English %s is the spec text', (key, text) => {
    expect(enTexts.get(key)).toBe(text);
  });

  it.each([
    ['errors.codes.EMAIL_REQUIRED', 'Vui lòng nhập email để cập nhật'],
    ['errors.codes.PASSWORD_FIELDS_REQUIRED', 'Vui lòng nhập đầy đủ mật khẩu cũ, mật khẩu mới và xác nhận'],
    ['errors.codes.PASSWORD_MISMATCH', 'Mật khẩu mới và xác nhận không khớp'],
    ['errors.codes.PASSWORD_TOO_SHORT', 'Mật khẩu mới phải có ít nhất 6 ký tự'],
    ['errors.codes.INTERNAL', 'Lỗi server'],
    ['errors.profileLoadFailed', 'Không thể lấy thông tin người dùng'],
    ['profile.updateFailed', 'Không thể cập nhật thông tin người dùng'],
  ])('Vietnamese %s is the spec text', (key, text) => {
    expect(viTexts.get(key)).toBe(text);
  });

  it('asks for confirmation before a delete in the spec wording', () => {
    expect(viTexts.get('users.delete.confirm')).toMatch(/^Bạn có chắc chắn muốn xóa /);
  });
});
