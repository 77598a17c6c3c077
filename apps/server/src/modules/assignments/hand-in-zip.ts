import { finished, type Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import yazl from 'yazl';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../policies/index.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { managedAssignment } from './access.js';

interface Entry extends Record<string, unknown> {
  student_id: string | number;
  version: number;
  storage_key: string;
  original_name: string;
  file_size: string | number;
}

/**
 * Every student's latest hand-in of an assignment as one zip (docs/decisions/026, "Download
 * all"): entries `{student id}/v{version}/{file name}`, by student id. Streamed: one query
 * for the file list (names, not contents), each file opened only when the zip reaches it
 * (yazl's lazy entries), so memory and open files stay flat whatever the class size.
 */
export class HandInZip {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  /** Checks access first (404/403 as the hand-ins list), then answers the zip's name and stream. */
  async open(actor: Actor, id: number): Promise<{ fileName: string; stream: Readable }> {
    const { assignment } = await managedAssignment(this.db, actor, id);
    const { rows } = await this.db.execute<Entry>(sql`
      select h.student_id, h.version, f.storage_key, f.original_name, f.file_size
      from hand_ins h join hand_in_files f on f.hand_in_id = h.id
      where h.assignment_id = ${id}
        and h.version = (select max(l.version) from hand_ins l where l.assignment_id = ${id} and l.student_id = h.student_id)
      order by h.student_id, f.id`);
    const zip = new yazl.ZipFile();
    for (const row of rows) {
      zip.addReadStreamLazy(
        `${row.student_id}/v${row.version}/${row.original_name}`,
        { size: Number(row.file_size) },
        (done) => {
          this.storage.open(row.storage_key).then(
            (stream) =>
              stream
                ? done(null, stream)
                : done(new Error(`hand-in file ${row.storage_key} is missing`), undefined as never),
            (error: Error) => done(error, undefined as never),
          );
        },
      );
    }
    zip.end();
    const output = zip.outputStream as Readable;
    // yazl reports a failed entry on the zip, not on its output.
    zip.on('error', (error: Error) => output.destroy(error));
    finished(output, () => undefined);
    return { fileName: `${assignment.title}.zip`, stream: output };
  }
}
