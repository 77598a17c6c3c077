import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { joinCourseSchema, type JoinCourseResponse } from '@netclass/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useJoinCourse } from '../api/members';

/** A student enters a class code (prefilled from a join link) and becomes a member of its course. */
export function JoinCourseForm({ initialCode }: { initialCode: string }) {
  const { t } = useTranslation();
  const form = useSchemaForm(joinCourseSchema, { code: initialCode });
  const join = useJoinCourse();
  const [joined, setJoined] = useState<JoinCourseResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    setFailure(null);
    setJoined(null);
    join.mutate(values, {
      onSuccess: setJoined,
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404)
          return form.setFieldError('code', t('members.join.unknown'));
        if (error instanceof ApiError && error.status === 403) return setFailure(t('members.join.studentsOnly'));
        setFailure(placeServerError(form, error, t, { fallback: t('members.join.failed') }));
      },
    });
  });

  return (
    <Stack gap="md" maw={420}>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('members.join.code')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            ff="monospace"
            style={{ flex: 1 }}
            {...form.getInputProps('code')}
          />
          <Button type="submit" mt={25} loading={join.isPending}>
            {t('members.join.submit')}
          </Button>
        </Group>
      </form>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {joined && (
        <Alert color="teal" role="status" icon={<IconCircleCheck size={18} />}>
          <Stack gap={4}>
            <Text size="sm">
              {t(joined.joined ? 'members.join.joined' : 'members.join.already', { name: joined.course.name })}
            </Text>
            <Anchor component={Link} to={`/category/${joined.course.category_id}/courses?course=${joined.course.id}`}>
              {t('members.join.open')}
            </Anchor>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
