/** Megabytes with one decimal (1 MB = 1024 × 1024 bytes), e.g. '12.5 MB'. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
}

/** A file size the way people read it: B, KB, MB or GB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return formatMegabytes(bytes);
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}
