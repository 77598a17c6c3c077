import type { Role } from '@netclass/shared';
import { IconHome, IconInfoCircle, IconLifebuoy, type Icon } from '@tabler/icons-react';
import { homePathFor } from '../../lib/session';

export interface HeaderNavLink {
  key: 'home' | 'introduction' | 'support';
  icon: Icon;
  path: (role: Role | undefined) => string;
}

/**
 * Header navigation, in order (SPEC §2 Header). Study (/study) and Messages (/chat) are
 * added here, between Introduction and Support, by the features that bring those pages.
 */
export const HEADER_NAV_LINKS: HeaderNavLink[] = [
  { key: 'home', icon: IconHome, path: homePathFor },
  { key: 'introduction', icon: IconInfoCircle, path: () => '/introduction' },
  { key: 'support', icon: IconLifebuoy, path: () => '/support' },
];
