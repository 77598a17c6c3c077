import { Alert, Anchor, Badge, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/error-message';
import { myGradesQueryOptions } from '../api/gradebook';
import { formatPoints } from '../../../lib/format-points';

/** `/grades`: a student's released grades per course, each linking to its feedback, and the total by the gradebook's one rule (its description states it). */
export function MyGrades() {
  const { t } = useTranslation();
  const { data, error, isPending } = useQuery(myGradesQueryOptions());
  return (
    <>
      <PageHeader title={t('myGrades.title')} description={t('myGrades.description')} />
      {isPending ? (
        <Loader mx="auto" my="xl" />
      ) : error ? (
        <Alert color="red" role="alert">
          {errorMessage(error, t, t('myGrades.loadFailed'))}
        </Alert>
      ) : data.courses.length === 0 ? (
        <Text c="dimmed">{t('myGrades.empty')}</Text>
      ) : (
        <Stack gap="lg">
          {data.courses.map(({ course, items, total }) => (
            <Card
              key={course.id}
              withBorder
              radius="md"
              padding="md"
              component="section"
              aria-labelledby={`my-grades-${course.id}`}
            >
              <Group justify="space-between" wrap="wrap" mb="sm">
                <Title order={2} size="h4" id={`my-grades-${course.id}`}>
                  {course.name}
                </Title>
                <Text fw={700} data-testid={`my-total-${course.id}`}>
                  {total.scale10 === null
                    ? t('myGrades.noTotal')
                    : t('myGrades.total', {
                        scale10: formatPoints(total.scale10),
                        percentage: formatPoints(total.percentage!),
                      })}
                </Text>
              </Group>
              <Table.ScrollContainer minWidth={360}>
                <Table verticalSpacing="xs" fz="sm" aria-label={t('myGrades.tableLabel', { name: course.name })}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('myGrades.columns.item')}</Table.Th>
                      <Table.Th>{t('myGrades.columns.points')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((item) => (
                      <Table.Tr key={`${item.kind}-${item.id}`}>
                        <Table.Td>
                          <Anchor component={Link} to={item.link}>
                            {item.title}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          <Group gap={6} wrap="nowrap">
                            <Text size="sm" fw={600}>
                              {item.points === null
                                ? t('myGrades.noGrade')
                                : t('myGrades.points', {
                                    points: formatPoints(item.points),
                                    max: formatPoints(item.max_points),
                                  })}
                            </Text>
                            {item.overridden && (
                              <Badge size="xs" variant="light" color="grape">
                                {t('myGrades.adjusted')}
                              </Badge>
                            )}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Card>
          ))}
        </Stack>
      )}
    </>
  );
}
