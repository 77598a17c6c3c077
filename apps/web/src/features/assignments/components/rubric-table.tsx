import { Table } from '@mantine/core';
import type { Rubric } from '@netclass/shared';
import { useTranslation } from 'react-i18next';

/**
 * The rubric as students and teachers read it: a criterion per row, its levels with their points.
 * On a phone it scrolls sideways: the scroll area is a named region in the tab order, so a
 * keyboard can scroll it too (it holds nothing focusable of its own).
 */
export function RubricTable({ rubric }: { rubric: Rubric }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer
      minWidth={360}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={t('assignments.rubricTableLabel')}
    >
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('assignments.criterion')}</Table.Th>
            <Table.Th>{t('assignments.levels')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rubric.map((criterion, i) => (
            <Table.Tr key={i}>
              <Table.Td>{criterion.title}</Table.Td>
              <Table.Td>
                {criterion.levels
                  .map((level) => t('assignments.levelPoints', { label: level.label, points: level.points }))
                  .join(' · ')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
