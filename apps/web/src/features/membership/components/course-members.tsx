import {
  Button,
  Card,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { CourseMemberRole, MemberListQuery } from '@netclass/shared';
import { IconArrowLeft, IconSearch, IconTable } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoursePageError } from '../../../components/course-page-error';
import { PageHeader } from '../../../components/page-header';
import { useTableParams } from '../../../lib/use-table-params';
import { membersQueryOptions } from '../api/members';
import { AddMembers } from './add-members';
import { CourseAccessSwitch } from './course-access-switch';
import { JoinCodeCard } from './join-code-card';
import { MemberTable } from './member-table';
import { RosterImport } from './roster-import';

const BACK_TO = '/admin-dashboard/courses/create';
type Sort = MemberListQuery['sort'];
/** Newest additions first; names and ids A to Z. */
const firstOrder = (sort: Sort) => (sort === 'added_at' ? 'desc' : 'asc');

/**
 * `/admin-dashboard/courses/{courseId}/members`: a course's members for its teacher and admins,
 * paged, searched and sorted by the server; who may see the course; adding students and
 * co-teachers; importing the class list.
 */
export function CourseMembers({ courseId }: { courseId: number | null }) {
  const { t } = useTranslation();
  const table = useTableParams<Sort>('name', firstOrder);
  const [role, setRole] = useState<CourseMemberRole | null>(null);
  const params = { ...table.params, role };
  const { data, error, isPending } = useQuery({
    ...membersQueryOptions(courseId ?? 0, params),
    enabled: courseId !== null,
  });
  const back = (
    <Button component={Link} to={BACK_TO} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t('members.back')}
    </Button>
  );

  if (courseId === null || error) {
    // No id in the address reads as an unknown course.
    const texts = {
      notFound: t('members.notFound'),
      forbidden: t('members.forbidden'),
      loadFailed: t('members.loadFailed'),
    };
    return (
      <CoursePageError
        title={t('members.title')}
        actions={back}
        error={courseId === null ? null : error}
        texts={texts}
      />
    );
  }
  if (isPending) return <Loader mx="auto" my="xl" />;
  const pages = Math.ceil(data.total / data.limit);
  const from = (data.page - 1) * data.limit;

  return (
    <>
      <PageHeader
        title={t('members.titleOf', { name: data.course.name })}
        description={t('members.description')}
        actions={
          <Group gap="sm">
            {back}
            <Button
              component={Link}
              to={`/admin-dashboard/courses/${data.course.id}/gradebook`}
              variant="light"
              leftSection={<IconTable size={16} />}
            >
              {t('members.gradebook')}
            </Button>
          </Group>
        }
      />
      <Stack gap="xl">
        <SimpleGrid cols={2} spacing="md" maw={480}>
          {(['students', 'teachers'] as const).map((key) => (
            <Card key={key} withBorder padding="sm" radius="md">
              <Text size="xs" c="dimmed">
                {t(`members.counts.${key}`)}
              </Text>
              <Text fw={700} size="xl">
                {data.counts[key]}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <CourseAccessSwitch courseId={courseId} access={data.course.access} />
        <JoinCodeCard courseId={courseId} courseName={data.course.name} />
        <AddMembers courseId={courseId} role="student" />
        <AddMembers courseId={courseId} role="teacher" />
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <TextInput
              value={table.query}
              onChange={(event) => table.setQuery(event.currentTarget.value)}
              placeholder={t('members.filterPlaceholder')}
              aria-label={t('members.filter')}
              leftSection={<IconSearch size={16} />}
              w={{ base: '100%', sm: 320 }}
            />
            <SegmentedControl
              aria-label={t('members.roleFilter')}
              value={role ?? 'all'}
              onChange={(value) => {
                setRole(value === 'all' ? null : (value as CourseMemberRole));
                table.setPage(1);
              }}
              data={(['all', 'student', 'teacher'] as const).map((value) => ({
                value,
                label: t(`members.roles.${value}`),
              }))}
            />
          </Group>
          {data.total === 0 ? (
            <Text c="dimmed">{t('members.noMatch')}</Text>
          ) : (
            <>
              <MemberTable courseId={courseId} members={data.members} params={params} onSort={table.sortBy} />
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Text size="sm" c="dimmed">
                  {t('members.range', { from: from + 1, to: from + data.members.length, total: data.total })}
                </Text>
                {pages > 1 && (
                  <nav aria-label={t('members.pages')}>
                    <Pagination total={pages} value={data.page} onChange={table.setPage} />
                  </nav>
                )}
              </Group>
            </>
          )}
        </Stack>
        <RosterImport courseId={courseId} courseName={data.course.name} />
      </Stack>
    </>
  );
}
