import { useLocation } from 'react-router';
import { useProfile } from '../../features/profile/api/profile';
import { ChangePasswordBanner } from '../../features/profile/components/change-password-banner';

/**
 * The default-password banner on every page but the one that fixes it. It comes after the
 * page in the layout and stays in view at the bottom of the window (sticky), so that its
 * arrival, after the page has drawn, moves nothing on the page.
 */
export function PasswordBannerSlot() {
  const { data: profile } = useProfile();
  const { pathname } = useLocation();
  if (!profile?.must_change_password || pathname === '/changepassword') return null;
  return <ChangePasswordBanner />;
}
