import { IconBooks, IconUsers, type Icon } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';

export interface AdminNavGroup {
  key: string;
  /** Locale key of the group's title. */
  title: ParseKeys;
  icon: Icon;
  links: { key: string; label: ParseKeys; path: string }[];
}

/**
 * Collapsible sidebar groups of the admin dashboard (SPEC §2): user management, course
 * management (course categories, add new lesson); the announcement management group
 * (create, list) is added here by its feature. Paths are relative to /admin-dashboard.
 */
export const ADMIN_NAV_GROUPS: AdminNavGroup[] = [
  {
    key: 'users',
    title: 'admin.nav.users.title',
    icon: IconUsers,
    links: [
      { key: 'create', label: 'admin.nav.users.create', path: 'users/create' },
      { key: 'list', label: 'admin.nav.users.list', path: 'users/list' },
    ],
  },
  {
    key: 'courses',
    title: 'admin.nav.courses.title',
    icon: IconBooks,
    links: [
      { key: 'create', label: 'admin.nav.courses.create', path: 'courses/create' },
      { key: 'lessons', label: 'admin.nav.courses.lessons', path: 'courses/lessons' },
    ],
  },
];
