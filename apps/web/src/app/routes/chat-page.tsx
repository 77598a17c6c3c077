import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { ChatLoginPrompt } from '../../features/chat/components/chat-login-prompt';
import { ChatRoom } from '../../features/chat/components/chat-room';
import { useProfile } from '../../features/profile/api/profile';
import { useSession } from '../../lib/session';

/** `/chat` (SPEC §2 Chat): the class chat, or a prompt to log in. */
export function ChatPage() {
  const { t } = useTranslation();
  const session = useSession();
  const profile = useProfile();
  return (
    <>
      <PageHeader title={t('chat.title')} description={t('chat.description')} />
      {session ? <ChatRoom currentUserId={profile.data?.id ?? null} /> : <ChatLoginPrompt />}
    </>
  );
}
