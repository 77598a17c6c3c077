import { renderNotification, type UserNotification } from '@netclass/shared';
import { useTranslation } from 'react-i18next';

/**
 * A notification's text in the reader's language, at display time: its type and parameters
 * through the shared template table (packages/shared notification-texts.ts, the one the
 * server renders the Vietnamese `content` from).
 */
export function useNotificationText(): (notification: UserNotification) => string {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'vi';
  return (notification) => renderNotification(notification.type, notification.params, language);
}
