import {
  Anchor,
  Button,
  Card,
  EmptyState,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconChartLine, IconMessages, IconNews, IconUsersGroup, IconVideo } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactList } from '../../../components/contact-list';
import { useAnchorScroll } from '../hooks/use-anchor-scroll';
import { HeroSlider } from './hero-slider';
import type { LandingSection } from './landing-sections';

function Section({ id, title, children }: { id: LandingSection; title: string; children: ReactNode }) {
  return (
    <Stack component="section" id={id} gap="md" py={48} aria-labelledby={`${id}-title`}>
      <Title order={2} id={`${id}-title`}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const highlights = [
  { key: 'materials', icon: <IconVideo size={22} /> },
  { key: 'progress', icon: <IconChartLine size={22} /> },
  { key: 'discussion', icon: <IconMessages size={22} /> },
] as const;

/** The five anchored sections: home (slider), news, introduction, community, contact. */
export function LandingContent() {
  const { t } = useTranslation();
  const scrollTo = useAnchorScroll();
  return (
    <>
      <Grid component="section" id="home" align="center" gap={48} py={48}>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Text c="blue" fw={700} tt="uppercase" size="sm">
              {t('landing.hero.eyebrow')}
            </Text>
            <Title order={1} fz={{ base: 32, sm: 42 }} lh={1.15}>
              {t('landing.hero.title')}
            </Title>
            <Text size="lg" c="dimmed">
              {t('landing.hero.text')}
            </Text>
            <Group>
              <Button component={Link} to="/login" size="md" rightSection={<IconArrowRight size={18} />}>
                {t('landing.login')}
              </Button>
              <Button variant="default" size="md" onClick={() => scrollTo('introduction')}>
                {t('landing.hero.more')}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <HeroSlider />
        </Grid.Col>
      </Grid>

      <Section id="news" title={t('landing.nav.news')}>
        <Card withBorder radius="md" py="xl">
          <EmptyState icon={<IconNews />} title={t('landing.news.empty')} description={t('landing.news.hint')} />
        </Card>
      </Section>

      <Section id="introduction" title={t('landing.nav.introduction')}>
        <Text size="lg">{t('landing.intro.text')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {highlights.map(({ key, icon }) => (
            <Card key={key} withBorder radius="md" padding="lg">
              <ThemeIcon size={44} radius="md" variant="light">
                {icon}
              </ThemeIcon>
              <Text fw={700} mt="md">
                {t(`landing.intro.${key}.title`)}
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                {t(`landing.intro.${key}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Anchor component={Link} to="/introduction" fw={600}>
          {t('landing.intro.readMore')}
        </Anchor>
      </Section>

      <Section id="community" title={t('landing.nav.community')}>
        <Card withBorder radius="md" py="xl">
          <EmptyState
            icon={<IconUsersGroup />}
            title={t('landing.community.empty')}
            description={t('landing.community.hint')}
          />
        </Card>
      </Section>

      <Section id="contact" title={t('landing.nav.contact')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Card withBorder radius="md" padding="lg">
            <ContactList />
          </Card>
          <Stack justify="center">
            <Text>{t('landing.contact.text')}</Text>
            <Anchor component={Link} to="/support" fw={600}>
              {t('landing.contact.support')}
            </Anchor>
          </Stack>
        </SimpleGrid>
      </Section>
    </>
  );
}
