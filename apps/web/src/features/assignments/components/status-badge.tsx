import { Badge } from '@mantine/core';
import type { StudentStatus } from '@netclass/shared';
import { useTranslation } from 'react-i18next';

const COLORS: Record<StudentStatus, string> = {
  not_handed_in: 'gray',
  handed_in: 'teal',
  late: 'orange',
  graded: 'blue',
  returned: 'grape',
};

/** A student's status for an assignment: not handed in, handed in, late, graded or returned for revision. */
export function HandInStatusBadge({ status }: { status: StudentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[status]}>
      {t(`assignments.status.${status}`)}
    </Badge>
  );
}
