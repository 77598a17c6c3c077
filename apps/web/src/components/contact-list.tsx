import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBrandFacebook, IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_INFO } from './contact-info';

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size="md" radius="xl">
        {icon}
      </ThemeIcon>
      <Text size="sm" style={{ flex: 1 }}>
        {children}
      </Text>
    </Group>
  );
}

/** Email, phone, address, social link and office hours (docs/product/screens-and-roles.md#the-product). */
export function ContactList() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <ContactLine icon={<IconMail size={16} />}>
        <Anchor href={`mailto:${CONTACT_INFO.email}`} inherit>
          {CONTACT_INFO.email}
        </Anchor>
      </ContactLine>
      <ContactLine icon={<IconPhone size={16} />}>
        <Anchor href={CONTACT_INFO.phoneHref} inherit>
          {CONTACT_INFO.phone}
        </Anchor>
      </ContactLine>
      <ContactLine icon={<IconMapPin size={16} />}>{CONTACT_INFO.address}</ContactLine>
      <ContactLine icon={<IconBrandFacebook size={16} />}>
        <Anchor href={CONTACT_INFO.socialUrl} target="_blank" rel="noopener noreferrer" inherit>
          {CONTACT_INFO.socialName}
        </Anchor>
      </ContactLine>
      <ContactLine icon={<IconClock size={16} />}>{t('contact.hours')}</ContactLine>
    </Stack>
  );
}
