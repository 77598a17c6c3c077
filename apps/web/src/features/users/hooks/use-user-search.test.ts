import type { User } from '@netclass/shared';
import { describe, expect, it } from 'vitest';
import { filterUsers, type SearchLabels } from './use-user-search';

const user = (overrides: Partial<User>): User => ({
  id: 1,
  name: 'Someone',
  username: '1',
  email: null,
  role: 'student',
  status: 'active',
  created_at: '2025-09-01T01:00:00.000Z',
  last_login: null,
  isOnline: 0,
  must_change_password: true,
  ...overrides,
});

const users = [
  user({ id: 1, name: 'Quản Trị', role: 'admin', isOnline: 1 }),
  user({ id: 1001, name: 'Trần Thị Bình', role: 'teacher', isOnline: 0 }),
  user({ id: 20210001, name: 'Nguyễn Văn An', role: 'student', isOnline: 1 }),
  user({ id: 20210002, name: 'Lê Đức Cường', role: 'student', isOnline: 0 }),
];

const labels: SearchLabels = {
  roles: { student: 'Sinh viên', teacher: 'Giáo viên', admin: 'Quản trị viên' },
  online: 'Trực tuyến',
  offline: 'Ngoại tuyến',
};

const ids = (query: string) => filterUsers(users, query, labels).map((found) => found.id);

describe('filterUsers', () => {
  it('keeps everyone for a blank query', () => {
    expect(ids('  ')).toEqual([1, 1001, 20210001, 20210002]);
  });

  it('matches part of an id', () => {
    expect(ids('2021000')).toEqual([20210001, 20210002]);
    expect(ids('1001')).toEqual([1001]);
  });

  it('matches names without caring about case or accents', () => {
    expect(ids('nguyen van')).toEqual([20210001]);
    expect(ids('ĐỨC')).toEqual([20210002]);
    expect(ids('duc')).toEqual([20210002]);
  });

  it('matches the role and its shown name', () => {
    expect(ids('teacher')).toEqual([1001]);
    expect(ids('student')).toEqual([20210001, 20210002]);
    expect(ids('giáo viên')).toEqual([1001]);
  });

  it('matches the words online and offline', () => {
    expect(ids('online')).toEqual([1, 20210001]);
    expect(ids('Offline')).toEqual([1001, 20210002]);
    expect(ids('trực tuyến')).toEqual([1, 20210001]);
  });

  it('finds nothing for an unrelated word', () => {
    expect(ids('packet tracer')).toEqual([]);
  });
});
