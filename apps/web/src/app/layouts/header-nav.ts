import type { Role } from '@netclass/shared';
import { IconBook2, IconHome, IconInfoCircle, IconLifebuoy, type Icon } from '@tabler/icons-react';
import { homePathFor } from '../../lib/session';

export interface HeaderNavLink {
  key: 'home' | 'introduction' | 'study' | 'support';
  icon: Icon;
  path: (role: Role | undefined) => string;
}

/**
 * Header navigation, in order (SPEC §2 Header): Home, Introduction, Study, Messages, Support.
 * Messages (/chat) is added after Study by the chat feature.
 */
export const HEADER_NAV_LINKS: HeaderNavLink[] = [
  { key: 'home', icon: IconHome, path: homePathFor },
  { key: 'introduction', icon: IconInfoCircle, path: () => '/introduction' },
  { key: 'study', icon: IconBook2, path: () => '/study' },
  // Messages (/chat) goes here.
  { key: 'support', icon: IconLifebuoy, path: () => '/support' },
];
