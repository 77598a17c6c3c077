import { Alert, Button, FileInput, Group, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QUESTION_IMPORT_FORMATS, type QuestionCategory, type QuestionImportFormat } from '@netclass/shared';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { localizeMessage } from '../../../lib/forms/localize-message';
import { useImportApply, useImportCheck } from '../api/question-bank';

const ACCEPT = '.gift,.txt,.aiken,.xml';

/** Import a GIFT, Aiken or Moodle XML file into a category: check first (the questions and each refused one with its line), then import the valid ones. */
export function ImportDialog({
  courseId,
  categories,
  categoryId,
  opened,
  onClose,
}: {
  courseId: number;
  categories: QuestionCategory[];
  categoryId: number | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<QuestionImportFormat | null>(null);
  const [target, setTarget] = useState<string | null>(categoryId ? String(categoryId) : null);
  const check = useImportCheck(courseId);
  const apply = useImportApply(courseId);
  const preview = check.data;
  const reset = () => {
    check.reset();
    apply.reset();
  };
  const close = () => {
    reset();
    setFile(null);
    onClose();
  };
  const importNow = () => {
    if (!file || !target) return;
    apply.mutate(
      { file, format, categoryId: Number(target) },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'teal', message: t('questionBank.import.done', { count: result.imported }) });
          close();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('questionBank.import.title')} size="xl">
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <FileInput
            label={t('questionBank.import.file')}
            accept={ACCEPT}
            value={file}
            onChange={(value) => {
              setFile(value);
              reset();
            }}
            clearable
            miw={200}
          />
          <Select
            label={t('questionBank.import.format')}
            data={[
              { value: 'auto', label: t('questionBank.import.formats.auto') },
              ...QUESTION_IMPORT_FORMATS.map((value) => ({ value, label: t(`questionBank.import.formats.${value}`) })),
            ]}
            value={format ?? 'auto'}
            onChange={(value) => {
              setFormat(value === 'auto' || !value ? null : (value as QuestionImportFormat));
              reset();
            }}
            allowDeselect={false}
            miw={160}
          />
          <Select
            label={t('questionBank.import.category')}
            data={categories.map((category) => ({ value: String(category.id), label: category.name }))}
            value={target}
            onChange={setTarget}
            miw={160}
          />
        </Group>
        {categories.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('questionBank.import.noCategory')}
          </Text>
        )}
        <Group>
          <Button
            variant="default"
            disabled={!file}
            loading={check.isPending}
            onClick={() => file && check.mutate({ file, format })}
          >
            {t('questionBank.import.check')}
          </Button>
        </Group>
        {check.error && <Alert color="red">{errorMessage(check.error, t, t('questionBank.import.failed'))}</Alert>}
        {preview && (
          <>
            <Text size="sm">
              {t('questionBank.import.summary', { count: preview.questions.length, errors: preview.errors.length })}
            </Text>
            {preview.errors.length > 0 && (
              <Alert color="orange" title={t('questionBank.import.errorsTitle')}>
                <Stack gap={4} component="ul" style={{ margin: 0, paddingLeft: 16 }}>
                  {preview.errors.map((item) => (
                    <Text key={item.index} component="li" size="sm">
                      {item.line ? t('questionBank.import.errorAt', { line: item.line }) : ''}{' '}
                      {item.title ? `${item.title}: ` : ''}
                      {localizeMessage(item.message, t)}
                    </Text>
                  ))}
                </Stack>
              </Alert>
            )}
            {preview.questions.length > 0 && (
              <Table.ScrollContainer minWidth={480} mah={320}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('questionBank.import.line')}</Table.Th>
                      <Table.Th>{t('questionBank.questions.question')}</Table.Th>
                      <Table.Th>{t('questionBank.questions.type')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {preview.questions.map((item) => (
                      <Table.Tr key={item.index}>
                        <Table.Td>{item.line ?? item.index}</Table.Td>
                        <Table.Td>{item.title ? `${item.title}: ${item.text_start}` : item.text_start}</Table.Td>
                        <Table.Td>{t(`questionBank.types.${item.type}`)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {apply.error && <Alert color="red">{errorMessage(apply.error, t, t('questionBank.import.failed'))}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button
                leftSection={<IconFileImport size={16} />}
                disabled={!target || preview.questions.length === 0}
                loading={apply.isPending}
                onClick={importNow}
              >
                {t('questionBank.import.apply', { count: preview.questions.length })}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
