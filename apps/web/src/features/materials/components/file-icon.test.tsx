import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { extensionOf, FileIcon, fileKindOf } from './file-icon';

describe('file icons by extension (docs/product/screens-and-roles.md#lesson-page)', () => {
  it.each([
    ['pdf', 'pdf'],
    ['doc', 'word'],
    ['docx', 'word'],
    ['ppt', 'ppt'],
    ['pptx', 'ppt'],
    ['mp4', 'video'],
    ['xlsx', 'excel'],
    ['jpg', 'image'],
    ['jpeg', 'image'],
    ['png', 'image'],
    ['pka', 'network'],
    ['pkt', 'network'],
    ['zip', 'generic'],
    ['txt', 'generic'],
    ['', 'generic'],
  ])('%s -> %s', (ext, kind) => {
    expect(fileKindOf(ext)).toBe(kind);
  });

  it('reads the extension of a file name, whatever its case', () => {
    expect(extensionOf('Bài 1. Mô hình OSI.PDF')).toBe('pdf');
    expect(fileKindOf('Lab định tuyến.PKA')).toBe('network');
    expect(fileKindOf('README')).toBe('generic');
  });

  it('draws a different icon for each kind', () => {
    const { container } = render(
      <AppProviders queryClient={createQueryClient()}>
        <FileIcon name="slides.pptx" />
        <FileIcon name="lab.pkt" />
      </AppProviders>,
    );
    const kinds = [...container.querySelectorAll('[data-file-kind]')].map((node) =>
      node.getAttribute('data-file-kind'),
    );
    expect(kinds).toEqual(['ppt', 'network']);
  });
});
