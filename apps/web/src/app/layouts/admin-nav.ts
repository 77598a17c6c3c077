import { IconUsers, type Icon } from '@tabler/icons-react';

export interface AdminNavGroup {
  key: 'users';
  icon: Icon;
  links: { key: 'create' | 'list'; path: string }[];
}

/**
 * Collapsible sidebar groups of the admin dashboard (SPEC §2). The announcement management
 * (create, list) and course management (course categories, add new lesson) groups are
 * added here by their features; paths are relative to /admin-dashboard.
 */
export const ADMIN_NAV_GROUPS: AdminNavGroup[] = [
  {
    key: 'users',
    icon: IconUsers,
    links: [
      { key: 'create', path: 'users/create' },
      { key: 'list', path: 'users/list' },
    ],
  },
];
