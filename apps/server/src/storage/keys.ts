/** Keys are relative paths of plain segments: nothing can climb out of a folder or reach the backends' own `.tmp/` and `.partial/`. */
const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The key itself, or an error when it is not one feature code may use (e.g. `materials/<uuid>.pdf`). */
export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}

/** Whether `id` names a resumable upload's partial file (a lowercase uuid). */
export const isUploadId = (id: string) => UPLOAD_ID.test(id);

export function checkedUploadId(id: string): string {
  if (!isUploadId(id)) throw new Error(`invalid upload id: ${id}`);
  return id;
}
