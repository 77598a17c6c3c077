import { Accordion, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContactList } from '../../../components/contact-list';

const QUESTIONS = [
  'login',
  'firstPassword',
  'changePassword',
  'forgotPassword',
  'locked',
  'sessionExpired',
  'email',
  'language',
  'contact',
] as const;

/** Answers to what students and teachers ask most about using the platform, and who to contact. */
export function SupportFaq() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={1}>{t('support.title')}</Title>
        <Text size="lg">{t('support.lead')}</Text>
      </Stack>
      <Accordion variant="separated" radius="md" defaultValue="login">
        {QUESTIONS.map((key) => (
          <Accordion.Item key={key} value={key}>
            <Accordion.Control>
              <Text fw={600}>{t(`support.faq.${key}.q`)}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text style={{ whiteSpace: 'pre-line' }}>{t(`support.faq.${key}.a`)}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h3" mb="sm">
            {t('support.contactTitle')}
          </Title>
          <ContactList />
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h3" mb="sm">
            {t('support.whoTitle')}
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{t('support.whoText')}</Text>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
