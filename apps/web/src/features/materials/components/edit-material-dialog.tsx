import { Modal } from '@mantine/core';
import type { Material } from '@netclass/shared';
import { useTranslation } from 'react-i18next';
import { MaterialUploadForm } from './material-upload-form';

interface Props {
  /** The material being edited, or null when the dialog is closed. */
  material: Material | null;
  onClose: () => void;
}

/** The material form in edit mode, over the material list: a new title and optionally a new file; closes once saved. */
export function EditMaterialDialog({ material, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={material !== null} onClose={onClose} title={t('materials.edit.title')} size="lg">
      {/* Keyed by material: the form starts from the material it edits. */}
      {material && <MaterialUploadForm key={material.id} material={material} onSaved={onClose} />}
    </Modal>
  );
}
