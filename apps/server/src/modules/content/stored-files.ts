import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { FileStorage } from '../../storage/file-storage.js';

/**
 * A course copy shares its materials', pictures' and assignment attachments' files with the
 * original (same storage key, no new bytes), so a file may go only when no material, lesson
 * picture or assignment attachment names it any more. Called after the deleting transaction commits: of two deletions of rows sharing a
 * key, the later one sees the other's commit and deletes the file. A copy locks the rows it
 * copies (FOR SHARE), so a row it copies cannot be deleted before the copy commits.
 */
export async function deleteUnusedFiles(db: DbOrTx, storage: FileStorage, keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  const result = await db.execute<{ key: string }>(sql`
    select key from unnest(${sql.param([...keys])}::text[]) as key
    where not exists (select 1 from materials where storage_key = key)
      and not exists (select 1 from lesson_images where storage_key = key)
      and not exists (select 1 from assignment_files where storage_key = key)`);
  await Promise.all(result.rows.map((row) => storage.delete(row.key)));
}
