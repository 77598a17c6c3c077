import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The file's name without its extension: where the description starts. */
const nameStem = (fileName: string) => fileName.replace(/\.[^.]+$/, '').trim();

interface Props {
  /** The picture chosen, until its description is given or the choice dropped. */
  file: File | null;
  onCancel: () => void;
  onConfirm: (alt: string) => void;
}

/**
 * Asks what a chosen picture shows, for those who cannot see it (its alt text), before it is
 * uploaded; starts from the file's name. The form stops its submit here: the editor it opens
 * from may sit in a form of its own.
 */
export function PictureAltModal({ file, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={file !== null} onClose={onCancel} title={t('lessonEditor.alt.title')}>
      {file && <AltForm key={file.name} initial={nameStem(file.name)} onCancel={onCancel} onConfirm={onConfirm} />}
    </Modal>
  );
}

function AltForm({
  initial,
  onCancel,
  onConfirm,
}: {
  initial: string;
  onCancel: () => void;
  onConfirm: (alt: string) => void;
}) {
  const { t } = useTranslation();
  const [alt, setAlt] = useState(initial);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!alt.trim()) return setMissing(true);
    onConfirm(alt.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('lessonEditor.alt.label')}
          description={t('lessonEditor.alt.hint')}
          value={alt}
          onChange={(event) => {
            setAlt(event.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? t('lessonEditor.alt.required') : undefined}
          maxLength={200}
          withAsterisk
          data-autofocus
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit">{t('lessonEditor.alt.insert')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
