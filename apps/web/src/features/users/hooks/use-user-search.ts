import type { User } from '@netclass/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Lower case without Vietnamese accents: 'Nguyễn Đức' -> 'nguyen duc'. */
function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .trim();
}

export interface SearchLabels {
  /** Shown role names, e.g. { student: 'Sinh viên' }, so either word finds the role. */
  roles: Record<User['role'], string>;
  online: string;
  offline: string;
}

/**
 * Users whose id, name or role contains the query, or whose presence matches the words
 * online/offline (SPEC §2 Admin user list). Accent- and case-insensitive; the shown
 * (translated) role and presence words match too.
 */
export function filterUsers(users: User[], query: string, labels: SearchLabels): User[] {
  const needle = normalizeSearchText(query);
  if (!needle) return users;
  return users.filter((user) => {
    const presence = user.isOnline === 1 ? ['online', labels.online] : ['offline', labels.offline];
    const haystack = [String(user.id), user.name, user.role, labels.roles[user.role], ...presence];
    return haystack.some((text) => normalizeSearchText(text).includes(needle));
  });
}

/** The search box state and the users it lets through, with the current language's labels. */
export function useUserSearch(users: User[] | undefined) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const filtered = filterUsers(users ?? [], query, {
    roles: { student: t('roles.student'), teacher: t('roles.teacher'), admin: t('roles.admin') },
    online: t('presence.online'),
    offline: t('presence.offline'),
  });
  return { query, setQuery, filtered };
}
