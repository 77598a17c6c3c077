import { describe, expect, it } from 'vitest';
import { ROLES } from './constants.js';
import { isAdminRole, isStaffRole, isStudentRole, isTeacherRole } from './role-rules.js';

describe('role rules', () => {
  it('names each role once, and staff is teachers and admins', () => {
    const table = ROLES.map((role) => [
      role,
      isStudentRole(role),
      isTeacherRole(role),
      isAdminRole(role),
      isStaffRole(role),
    ]);
    expect(table).toEqual([
      ['student', true, false, false, false],
      ['teacher', false, true, false, true],
      ['admin', false, false, true, true],
    ]);
  });
});
