import { ThemeIcon, type MantineColor } from '@mantine/core';
import {
  IconFile,
  IconFileTypeDoc,
  IconFileTypePdf,
  IconFileTypePpt,
  IconFileTypeXls,
  IconMovie,
  IconPhoto,
  IconTopologyStar3,
  type Icon,
} from '@tabler/icons-react';

export type FileKind = 'pdf' | 'word' | 'ppt' | 'video' | 'excel' | 'image' | 'network' | 'generic';

const KIND_BY_EXTENSION: Record<string, FileKind> = {
  pdf: 'pdf',
  doc: 'word',
  docx: 'word',
  ppt: 'ppt',
  pptx: 'ppt',
  mp4: 'video',
  xlsx: 'excel',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  pka: 'network',
  pkt: 'network',
};

const LOOK: Record<FileKind, { icon: Icon; color: MantineColor }> = {
  pdf: { icon: IconFileTypePdf, color: 'red' },
  word: { icon: IconFileTypeDoc, color: 'blue' },
  ppt: { icon: IconFileTypePpt, color: 'orange' },
  video: { icon: IconMovie, color: 'grape' },
  excel: { icon: IconFileTypeXls, color: 'green' },
  image: { icon: IconPhoto, color: 'teal' },
  network: { icon: IconTopologyStar3, color: 'cyan' },
  generic: { icon: IconFile, color: 'gray' },
};

/** The lower-case extension of a file name or an extension ('Bai 1.PDF' -> 'pdf'); '' when none. */
export function extensionOf(nameOrExtension: string): string {
  const dot = nameOrExtension.lastIndexOf('.');
  return (dot === -1 ? nameOrExtension : nameOrExtension.slice(dot + 1)).trim().toLowerCase();
}

/**
 * The kind of icon a file gets (docs/product/screens-and-roles.md#lesson-page): pdf, doc/docx, ppt/pptx, mp4, xlsx,
 * jpg/jpeg/png, Packet Tracer pka/pkt (network), otherwise generic.
 */
export function fileKindOf(nameOrExtension: string): FileKind {
  return KIND_BY_EXTENSION[extensionOf(nameOrExtension)] ?? 'generic';
}

/** A coloured icon for a file, chosen by its extension. */
export function FileIcon({ name, size = 40 }: { name: string; size?: number }) {
  const kind = fileKindOf(name);
  const { icon: Icon, color } = LOOK[kind];
  return (
    <ThemeIcon variant="light" color={color} size={size} radius="md" data-file-kind={kind} aria-hidden>
      <Icon size={Math.round(size * 0.6)} />
    </ThemeIcon>
  );
}
