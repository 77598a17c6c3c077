import { ThemeIcon } from '@mantine/core';
import { IconCircleCheckFilled, IconClockCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TooltipOnDemand } from '../../../components/tooltip-on-demand';
import type { MaterialMark } from '../hooks/use-lesson-progress';

/** The completed check mark of a material card (docs/product/screens-and-roles.md#lesson-page); amber while not saved yet. */
export function CompletionMark({ mark }: { mark: MaterialMark }) {
  const { t } = useTranslation();
  if (mark === 'none') return null;
  const label = mark === 'completed' ? t('progress.lesson.materialDone') : t('progress.lesson.materialUnsaved');
  return (
    <TooltipOnDemand label={label} withArrow>
      <ThemeIcon
        variant="transparent"
        color={mark === 'completed' ? 'teal' : 'yellow'}
        size="sm"
        role="img"
        aria-label={label}
        style={{ flexShrink: 0 }}
      >
        {mark === 'completed' ? <IconCircleCheckFilled size={20} /> : <IconClockCheck size={20} />}
      </ThemeIcon>
    </TooltipOnDemand>
  );
}
