import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { ChatLoginPrompt } from '../../features/chat/components/chat-login-prompt';
import { ChatRooms } from '../../features/chat/components/chat-rooms';
import { useProfile } from '../../features/profile/api/profile';
import { usePermissions } from '../../lib/permissions';
import { useSession } from '../../lib/session';

/** `/chat` (docs/product/screens-and-roles.md#chat): the class chat, course rooms and private questions, or a prompt to log in. */
export function ChatPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { canAskTeachers } = usePermissions();
  const profile = useProfile();
  return (
    <>
      <PageHeader title={t('chat.title')} description={t('chat.description')} />
      {session ? (
        <ChatRooms currentUserId={profile.data?.id ?? null} isStudent={canAskTeachers} />
      ) : (
        <ChatLoginPrompt />
      )}
    </>
  );
}
