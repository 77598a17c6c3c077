import { Box, Burger, Button, Container, Drawer, Group, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '../../../components/brand';
import { LanguageSwitch } from '../../../components/language-switch';
import { homePathFor, useSession } from '../../../lib/session';
import { useAnchorScroll } from '../hooks/use-anchor-scroll';
import { LANDING_SECTIONS } from './landing-sections';

/** Sticky bar of the landing page: anchors, language, and the way in. */
export function LandingHeader() {
  const { t } = useTranslation();
  const session = useSession();
  const scrollTo = useAnchorScroll();
  const [opened, { toggle, close }] = useDisclosure(false);

  const anchors = LANDING_SECTIONS.map((section) => (
    <UnstyledButton
      key={section}
      component="a"
      href={`#${section}`}
      fw={500}
      size="sm"
      px="sm"
      py={6}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      onClick={(event) => {
        event.preventDefault();
        close();
        scrollTo(section);
      }}
    >
      {t(`landing.nav.${section}`)}
    </UnstyledButton>
  ));

  const enter = session ? (
    <Button component={Link} to={homePathFor(session.role)}>
      {t('landing.goToClass')}
    </Button>
  ) : (
    <Button component={Link} to="/login">
      {t('landing.login')}
    </Button>
  );

  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Brand to="/" />
          <Group gap={4} visibleFrom="md" component="nav" aria-label={t('landing.nav.label')}>
            {anchors}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitch />
            <Box visibleFrom="xs">{enter}</Box>
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label={t('nav.menu')} size="sm" />
          </Group>
        </Group>
      </Container>
      <Drawer opened={opened} onClose={close} title={<Brand />} size="xs" hiddenFrom="md">
        <Stack gap="xs" component="nav">
          {anchors}
          {enter}
        </Stack>
      </Drawer>
    </Box>
  );
}
