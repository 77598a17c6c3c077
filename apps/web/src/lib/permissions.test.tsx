import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentPermissions, permissionsOf, usePermissions } from './permissions';
import { clearSession, homePathFor, saveSession } from './session';

const granted = (role: Parameters<typeof permissionsOf>[0]) =>
  Object.entries(permissionsOf(role))
    .filter(([, allowed]) => allowed)
    .map(([name]) => name)
    .sort();

describe('permissionsOf', () => {
  it('gives a student what students do, and no staff ability', () => {
    expect(granted('student')).toEqual([
      'canAskTeachers',
      'canJoinCourse',
      'hasOwnGrades',
      'hasToDo',
      'tracksOwnProgress',
    ]);
  });

  it('gives a teacher the staff abilities; the teacher of a new course is themselves', () => {
    expect(granted('teacher')).toEqual([
      'canGrade',
      'canPreviewAsStaff',
      'canUseStaffArea',
      'namesOnlyThemselvesAsTeacher',
      'needsStaffTexts',
    ]);
  });

  it('gives an admin the staff abilities and any teacher for a course', () => {
    expect(granted('admin')).toEqual([
      'canChooseAnyTeacher',
      'canGrade',
      'canPreviewAsStaff',
      'canUseStaffArea',
      'needsStaffTexts',
    ]);
  });

  it('gives a visitor nothing', () => {
    expect(granted(undefined)).toEqual([]);
  });

  it('agrees with where Home leads', () => {
    expect(homePathFor('teacher')).toBe('/admin-dashboard');
    expect(homePathFor('admin')).toBe('/admin-dashboard');
    expect(homePathFor('student')).toBe('/dashboard');
    expect(homePathFor(undefined)).toBe('/login');
  });
});

describe('usePermissions', () => {
  afterEach(() => clearSession());

  it("follows the session: a student's, then nothing once signed out, then a teacher's", () => {
    saveSession({ token: 'token', role: 'student' });
    const { result } = renderHook(() => usePermissions());
    expect(result.current.hasToDo).toBe(true);
    expect(result.current.canUseStaffArea).toBe(false);

    act(() => clearSession());
    expect(result.current.hasToDo).toBe(false);

    act(() => saveSession({ token: 'token', role: 'teacher' }));
    expect(result.current.canUseStaffArea).toBe(true);
    expect(currentPermissions().canGrade).toBe(true);
  });
});
