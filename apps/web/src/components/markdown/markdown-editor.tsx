import { ActionIcon, Alert, FileButton, Group, Loader, Paper, Tabs, Text, Textarea, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { LESSON_IMAGE_ACCEPT, MAX_LESSON_IMAGE_BYTES, type LessonImage } from '@netclass/shared';
import { IconBold, IconCode, IconH2, IconLink, IconList, IconPhoto, IconTable } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { lessonPreviewQueryOptions, uploadLessonImage } from './course-markdown-api';
import { MarkdownHtml } from './markdown-html';
import { applyFormat, insertText, type EditorState, type MarkdownFormat } from './markdown-format';
import { PictureAltModal } from './picture-alt-modal';

/** Typing pauses this long before the preview asks the server again. */
const PREVIEW_DEBOUNCE_MS = 400;

const FORMATS: { format: MarkdownFormat; icon: ReactNode }[] = [
  { format: 'heading', icon: <IconH2 size={18} /> },
  { format: 'bold', icon: <IconBold size={18} /> },
  { format: 'list', icon: <IconList size={18} /> },
  { format: 'link', icon: <IconLink size={18} /> },
  { format: 'table', icon: <IconTable size={18} /> },
  { format: 'code', icon: <IconCode size={18} /> },
];

/** Left and right arrows move between the toolbar's buttons (Tab still reaches each one). */
function moveInToolbar(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at === -1) return;
  event.preventDefault();
  buttons[(at + (event.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length]?.focus();
}

interface Props {
  /** The course the lesson belongs to: pictures are kept for it, the preview is rendered for it. */
  courseId: number | null;
  value: string;
  onChange: (value: string) => void;
  /** The field was left (the form checks it then). */
  onBlur?: () => void;
  label: string;
  description?: string;
  error?: ReactNode;
  /**
   * How an uploaded picture is written, from its alt text, which is then asked for first (the
   * question bank: `question-image:`). Without it, the server's Markdown (the file's name as alt).
   */
  pictureMarkdown?: (image: LessonImage, alt: string) => string;
  /** The editor's own preview tab (default on; the question editor previews the whole question instead). */
  withPreview?: boolean;
}

/**
 * A lesson's Markdown with a small toolbar (heading, bold, list, link, table, IOS code block,
 * picture) and a preview tab showing the server's HTML: what students will see
 * (docs/decisions/018-rich-lessons.md). The web app itself renders no Markdown.
 */
export function MarkdownEditor({
  courseId,
  value,
  onChange,
  onBlur,
  label,
  description,
  error,
  pictureMarkdown,
  withPreview = true,
}: Props) {
  const { t } = useTranslation();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [tab, setTab] = useState<string | null>('write');
  const [selection, setSelection] = useState<{ start: number; end: number } | null>(null);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const [altFor, setAltFor] = useState<File | null>(null);
  // Where the selection was when the textarea lost focus (to a toolbar button, a tab); none yet: the end.
  const lastSelection = useRef<{ start: number; end: number } | null>(null);

  // After a toolbar action, the caret goes where typing continues.
  useEffect(() => {
    if (!selection || !textarea.current) return;
    textarea.current.focus();
    textarea.current.setSelectionRange(selection.start, selection.end);
    setSelection(null);
  }, [selection]);

  const edit = (change: (state: EditorState) => EditorState) => {
    const { start, end } = lastSelection.current ?? { start: value.length, end: value.length };
    const next = change({ value, start: Math.min(start, value.length), end: Math.min(end, value.length) });
    onChange(next.value);
    setTab('write');
    lastSelection.current = { start: next.start, end: next.end };
    setSelection(lastSelection.current);
  };

  const upload = useMutation({
    mutationFn: ({ file }: { file: File; alt?: string }) => {
      if (courseId === null) throw new Error('no course');
      return uploadLessonImage(courseId, file);
    },
    onSuccess: (image, { alt }) =>
      edit((state) =>
        insertText(state, pictureMarkdown && alt !== undefined ? pictureMarkdown(image, alt) : image.markdown),
      ),
    onError: (failure) => setUploadProblem(errorMessage(failure, t, t('lessonEditor.imageFailed'))),
  });
  const pickImage = (file: File | null) => {
    setUploadProblem(null);
    if (!file) return;
    if (file.size > MAX_LESSON_IMAGE_BYTES)
      return setUploadProblem(t('lessonEditor.imageTooLarge', { mib: MAX_LESSON_IMAGE_BYTES / 1024 ** 2 }));
    if (pictureMarkdown) setAltFor(file);
    else upload.mutate({ file });
  };

  return (
    <div>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          {withPreview && (
            <Tabs.List>
              <Tabs.Tab value="write">{t('lessonEditor.write')}</Tabs.Tab>
              <Tabs.Tab value="preview" disabled={courseId === null}>
                {t('lessonEditor.preview')}
              </Tabs.Tab>
            </Tabs.List>
          )}
          <Group gap={4} role="toolbar" aria-label={t('lessonEditor.toolbar')} onKeyDown={moveInToolbar}>
            {FORMATS.map(({ format, icon }) => (
              <Tooltip key={format} label={t(`lessonEditor.formats.${format}`)} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={t(`lessonEditor.formats.${format}`)}
                  onClick={() => edit((state) => applyFormat(state, format))}
                >
                  {icon}
                </ActionIcon>
              </Tooltip>
            ))}
            <FileButton
              onChange={pickImage}
              accept={LESSON_IMAGE_ACCEPT}
              disabled={courseId === null || upload.isPending}
            >
              {(props) => (
                <Tooltip
                  label={courseId === null ? t('lessonEditor.imageNeedsCourse') : t('lessonEditor.formats.image')}
                  withArrow
                >
                  <ActionIcon
                    {...props}
                    disabled={courseId === null}
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={t('lessonEditor.formats.image')}
                    loading={upload.isPending}
                  >
                    <IconPhoto size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
            </FileButton>
          </Group>
        </Group>
        <Tabs.Panel value="write" pt="xs">
          <Textarea
            ref={textarea}
            label={label}
            description={description}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            onBlur={(event) => {
              lastSelection.current = {
                start: event.currentTarget.selectionStart,
                end: event.currentTarget.selectionEnd,
              };
              onBlur?.();
            }}
            error={error}
            autosize
            minRows={8}
            maxRows={24}
            withAsterisk
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
        </Tabs.Panel>
        {withPreview && (
          <Tabs.Panel value="preview" pt="xs">
            {courseId !== null && <Preview courseId={courseId} content={value} />}
          </Tabs.Panel>
        )}
      </Tabs>
      <PictureAltModal
        file={altFor}
        onCancel={() => setAltFor(null)}
        onConfirm={(alt) => {
          if (altFor) upload.mutate({ file: altFor, alt });
          setAltFor(null);
        }}
      />
      {uploadProblem && (
        <Alert color="red" role="alert" mt="xs">
          {uploadProblem}
        </Alert>
      )}
    </div>
  );
}

function Preview({ courseId, content }: { courseId: number; content: string }) {
  const { t } = useTranslation();
  const [settled] = useDebouncedValue(content, PREVIEW_DEBOUNCE_MS);
  const blank = settled.trim() === '';
  const preview = useQuery({
    ...lessonPreviewQueryOptions(courseId, settled),
    enabled: !blank,
    placeholderData: (previous) => previous,
  });

  if (blank) return <Text c="dimmed">{t('lessonEditor.nothingToPreview')}</Text>;
  if (preview.error) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(preview.error, t, t('lessonEditor.previewFailed'))}
      </Alert>
    );
  }
  if (preview.data === undefined) return <Loader size="sm" />;
  return (
    <Paper withBorder radius="md" p="md" aria-label={t('lessonEditor.preview')} role="region">
      <MarkdownHtml html={preview.data} data-testid="lesson-preview" />
    </Paper>
  );
}
