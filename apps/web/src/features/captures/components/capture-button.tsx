import { Button, Loader, Modal } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../components/lazy-part';

const CaptureViewerPart = lazyPart(() => import('./capture-viewer-part'));

/** The file names the viewer opens. */
export const isCaptureFile = (name: string): boolean => /\.(pcap|pcapng)$/i.test(name);

/**
 * "View packets" beside a capture file: the viewer in a full-screen dialog, reading the file
 * through its signed link. Nothing for other files.
 */
export function CaptureButton({ file }: { file: { name: string; url: string } }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!isCaptureFile(file.name)) return null;
  return (
    <>
      <Button
        variant="light"
        size="compact-xs"
        leftSection={<IconListSearch size={14} aria-hidden />}
        onClick={() => setOpen(true)}
        aria-label={t('captures.open.label', { name: file.name })}
      >
        {t('captures.open.button')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        fullScreen
        title={t('captures.open.title', { name: file.name })}
      >
        {open && (
          <Suspense fallback={<Loader size="sm" />}>
            <CaptureViewerPart url={file.url} />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
