import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDialogOnDemand } from '../../../lib/use-dialog-on-demand';
import { SearchBox } from './search-box';

/** The header's search on narrow screens: the box in a dialog (fetched when first opened: lib/use-dialog-on-demand.ts). */
export function SearchDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal {...useDialogOnDemand(opened)} onClose={onClose} title={t('search.label')} yOffset="10vh">
      <SearchBox onNavigate={onClose} autoFocus />
    </Modal>
  );
}
