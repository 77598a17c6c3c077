import type { Role } from '@netclass/shared';
import { IconBook2, IconHome, IconInfoCircle, IconLifebuoy, IconMessages, type Icon } from '@tabler/icons-react';
import { homePathFor } from '../../lib/session';

export interface HeaderNavLink {
  key: 'home' | 'introduction' | 'study' | 'messages' | 'support';
  icon: Icon;
  path: (role: Role | undefined) => string;
}

/**
 * Header navigation, in order (docs/product/screens-and-roles.md#header): Home, Introduction, Study, Messages, Support.
 * Messages leads to the class chat (/chat), which asks visitors to log in.
 */
export const HEADER_NAV_LINKS: HeaderNavLink[] = [
  { key: 'home', icon: IconHome, path: homePathFor },
  { key: 'introduction', icon: IconInfoCircle, path: () => '/introduction' },
  { key: 'study', icon: IconBook2, path: () => '/study' },
  { key: 'messages', icon: IconMessages, path: () => '/chat' },
  { key: 'support', icon: IconLifebuoy, path: () => '/support' },
];
