import { Table, UnstyledButton } from '@mantine/core';
import type { SortOrder } from '@netclass/shared';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A column header that sorts a server-sorted table by its column (aria-sort tells which way; the title says what a
 * click does); `after` follows the button (e.g. a link).
 */
export function SortableTh<S extends string>({
  column,
  label,
  sort,
  onSort,
  style,
  after,
}: {
  column: S;
  label: string;
  sort: { sort: S; order: SortOrder };
  onSort: (sort: S) => void;
  style?: CSSProperties;
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const active = sort.sort === column;
  const Arrow = sort.order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'} style={style}>
      <UnstyledButton onClick={() => onSort(column)} title={t('common.sortBy', { column: label })} fw={700} fz="sm">
        {label} {active && <Arrow size={12} aria-hidden />}
      </UnstyledButton>
      {after}
    </Table.Th>
  );
}
