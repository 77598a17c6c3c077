/** How much of a text hand-in the grading view fetches and shows. */
export const TEXT_PREVIEW_BYTES = 200 * 1024;

/** How a hand-in opens in the grading view: by its extension (docs/decisions/004 serves pdf and images inline). */
export type PreviewKind = 'pdf' | 'image' | 'text' | 'python' | 'notebook' | 'download';

export function previewKind(ext: string): PreviewKind {
  const lower = ext.toLowerCase();
  if (lower === 'pdf') return 'pdf';
  if (['png', 'jpg', 'jpeg'].includes(lower)) return 'image';
  if (lower === 'txt') return 'text';
  if (lower === 'py') return 'python';
  if (lower === 'ipynb') return 'notebook';
  return 'download';
}

interface NotebookCell {
  cell_type?: unknown;
  source?: unknown;
}

/** A Jupyter notebook's code cells' source, one after another; null when it is not a notebook. */
export function notebookCode(text: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const cells = (parsed as { cells?: unknown } | null)?.cells;
  if (!Array.isArray(cells)) return null;
  return (cells as NotebookCell[])
    .filter((cell) => cell.cell_type === 'code')
    .map((cell) =>
      Array.isArray(cell.source) ? cell.source.join('') : typeof cell.source === 'string' ? cell.source : '',
    )
    .join('\n\n');
}
