import { ROLES, type Role } from './constants.js';

/** Lower case without Vietnamese accents: 'Nguyễn Đức' -> 'nguyen duc' (as the database's search_normalize). */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .trim();
}

/**
 * The words the admin user search box knows besides ids and names (docs/product/screens-and-roles.md#admin-user-list):
 * each role's key and its shown names, and the words online/offline, in both languages.
 */
export const USER_SEARCH_WORDS = {
  roles: {
    student: ['student', 'Sinh viên'],
    teacher: ['teacher', 'Giáo viên'],
    admin: ['admin', 'Quản trị viên'],
  },
  online: ['online', 'Trực tuyến'],
  offline: ['offline', 'Ngoại tuyến'],
} as const satisfies { roles: Record<Role, readonly string[]>; online: readonly string[]; offline: readonly string[] };

/** What a search text asks for: a user matches when any part does. */
export interface UserSearchTerms {
  /** The normalized text an id or name must contain. */
  needle: string;
  /** Roles whose key or shown name contains the text. */
  roles: Role[];
  /** The text is part of the word online (or offline): online (offline) users match. */
  online: boolean;
  offline: boolean;
}

/** The terms of a search text, or null for a blank one (everyone matches). */
export function userSearchTerms(query: string): UserSearchTerms | null {
  const needle = normalizeSearchText(query);
  if (!needle) return null;
  const contains = (words: readonly string[]) => words.some((word) => normalizeSearchText(word).includes(needle));
  return {
    needle,
    roles: ROLES.filter((role) => contains(USER_SEARCH_WORDS.roles[role])),
    online: contains(USER_SEARCH_WORDS.online),
    offline: contains(USER_SEARCH_WORDS.offline),
  };
}
