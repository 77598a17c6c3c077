import { Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { PRODUCT_NAME } from '../../components/brand';
import { PartLoadFailed } from '../../components/part-load-failed';
import { isChunkLoadError } from '../../lib/chunk-load';
import { homePathFor, useSession } from '../../lib/session';

/** Any address no route matches. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const role = useSession()?.role;
  useDocumentTitle(`404 · ${PRODUCT_NAME}`);
  return (
    <Center mih="60vh">
      <Stack align="center" gap="md" maw={480}>
        {/* The big number is decoration (large text, 3:1 is enough); the heading says it in words. */}
        <Text fz={96} fw={800} c="blue.6" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} size="h2" ta="center">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('notFound.text')}
        </Text>
        <Group>
          <Button component={Link} to={homePathFor(role)}>
            {t('notFound.home')}
          </Button>
          <Button component={Link} to="/" variant="default">
            {t('footer.landing')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

/** What went wrong, in words: a screen whose code could not be fetched, or one that failed to render. */
function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isChunkLoadError(error)) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('crash.loadTitle')}
        </Title>
        <PartLoadFailed />
      </Stack>
    );
  }
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <Stack align="center" gap="md" maw={520} mx="auto">
      <Title order={1} size="h2">
        {t('crash.title')}
      </Title>
      <Text c="dimmed" ta="center">
        {t('crash.text')}
      </Text>
      {detail && <Code>{detail}</Code>}
      <Button onClick={() => window.location.reload()}>{t('crash.reload')}</Button>
    </Stack>
  );
}

/** A screen that failed, in the place of the screen: the layout around it (header, footer, menus) stays. */
export function ScreenErrorPage() {
  return <RouteError error={useRouteError()} />;
}

/** A page whose layout itself failed: the whole window. */
export function RouteErrorPage() {
  return (
    <Center mih="100dvh" p="md">
      <RouteError error={useRouteError()} />
    </Center>
  );
}
