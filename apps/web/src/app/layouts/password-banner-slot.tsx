import { useLocation } from 'react-router';
import { useProfile } from '../../features/profile/api/profile';
import { ChangePasswordBanner } from '../../features/profile/components/change-password-banner';

/** The default-password banner on every page but the one that fixes it. */
export function PasswordBannerSlot() {
  const { data: profile } = useProfile();
  const { pathname } = useLocation();
  if (!profile?.must_change_password || pathname === '/changepassword') return null;
  return <ChangePasswordBanner />;
}
