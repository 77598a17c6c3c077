import { IconBooks, IconSpeakerphone, IconUsers, type Icon } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';

export interface AdminNavGroup {
  /** The group's path section under /admin-dashboard (its links and other pages live below it). */
  key: string;
  /** Locale key of the group's title. */
  title: ParseKeys;
  icon: Icon;
  links: { key: string; label: ParseKeys; path: string }[];
}

/**
 * Collapsible sidebar groups of the admin dashboard (docs/product/screens-and-roles.md#screens): announcement management
 * (create, list), user management, course management (course categories, add new lesson).
 * Paths are relative to /admin-dashboard.
 */
export const ADMIN_NAV_GROUPS: AdminNavGroup[] = [
  {
    key: 'announcements',
    title: 'admin.nav.announcements.title',
    icon: IconSpeakerphone,
    links: [
      { key: 'create', label: 'admin.nav.announcements.create', path: 'announcements/create' },
      { key: 'list', label: 'admin.nav.announcements.list', path: 'announcements/list' },
    ],
  },
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
