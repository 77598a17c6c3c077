import { describe, expect, test } from 'vitest';
import { notebookCode, previewKind } from './hand-in-text';

describe('hand-in previews', () => {
  test('pdf and images open inline, text and notebooks as text, the rest downloads', () => {
    expect(['pdf', 'PNG', 'jpeg', 'py', 'txt', 'ipynb', 'pkt', 'zip', 'docx'].map(previewKind)).toEqual([
      'pdf',
      'image',
      'image',
      'python',
      'text',
      'notebook',
      'download',
      'download',
      'download',
    ]);
  });

  test('a notebook shows its code cells’ source, lines joined, markdown left out', () => {
    const notebook = {
      cells: [
        { cell_type: 'markdown', source: ['# Bài 1'] },
        { cell_type: 'code', source: ['import socket\n', 'print(1)'] },
        { cell_type: 'code', source: 'x = 2' },
      ],
    };
    expect(notebookCode(JSON.stringify(notebook))).toBe('import socket\nprint(1)\n\nx = 2');
  });

  test('not a notebook: null', () => {
    expect(notebookCode('{"cells": 3}')).toBeNull();
    expect(notebookCode('{ cắt')).toBeNull();
  });
});
