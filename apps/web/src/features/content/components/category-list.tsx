import {
  Alert,
  Badge,
  Card,
  EmptyState,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBooks, IconCategory, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkCardClass } from '../../../components/link-card';
import { errorMessage } from '../../../lib/error-message';
import { categoriesQueryOptions } from '../api/content';

/** `/study`: every term by id ascending, each leading to its courses (docs/product/screens-and-roles.md#screens). */
export function CategoryList() {
  const { t } = useTranslation();
  const { data, error, isPending } = useQuery(categoriesQueryOptions);

  if (error) return <Alert color="red">{errorMessage(error, t, t('study.loadFailed'))}</Alert>;
  if (isPending) return <Loader mx="auto" my="xl" />;
  if (data.categories.length === 0) return <EmptyState icon={<IconBooks />} title={t('study.empty')} py="xl" />;

  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="lg"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {data.categories.map((category) => (
        <li key={category.id}>
          <Card
            component={Link}
            to={`/category/${category.id}/courses`}
            withBorder
            radius="md"
            padding="lg"
            h="100%"
            className={linkCardClass}
          >
            <Stack gap="sm" h="100%">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon variant="light" size="lg" radius="md">
                    <IconCategory size={20} />
                  </ThemeIcon>
                  <Title order={2} fz="lg">
                    {category.name}
                  </Title>
                </Group>
                <IconChevronRight size={18} style={{ flexShrink: 0, marginTop: 6 }} />
              </Group>
              <Text
                c={category.description ? undefined : 'dimmed'}
                fs={category.description ? undefined : 'italic'}
                size="sm"
                style={{ flex: 1 }}
              >
                {category.description || t('study.noDescription')}
              </Text>
              <Badge variant="light" color="gray">
                {t('study.courseCount', { n: category.course_count })}
              </Badge>
            </Stack>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}
