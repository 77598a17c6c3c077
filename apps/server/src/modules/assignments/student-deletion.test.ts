import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SAMPLE_BYTES, filesUnder } from '../../../test/files.js';
import { grades, handInFiles, handIns } from '../../db/schema/index.js';
import {
  assignmentFixture,
  call,
  publishedAssignment,
  sendFiles,
  type AssignmentFixture,
} from './assignments.fixtures.js';

let f: AssignmentFixture;
beforeAll(async () => {
  f = await assignmentFixture();
});
afterAll(async () => {
  await f?.h.close();
});

const stored = (folder: string) => filesUnder(path.join(f.h.dataDir, 'files', folder));

describe('deleting a student account', () => {
  test('removes their hand-ins’ files and their feedback files from storage after the rows go; another student’s stay', async () => {
    const [student, other] = f.students as [(typeof f.students)[0], (typeof f.students)[0]];
    const id = await publishedAssignment(f);
    const handIn = (token: string, name: string) =>
      sendFiles(f.h, `/api/assignments/${id}/hand-ins`, token, [{ name, bytes: SAMPLE_BYTES.pdf }]);
    expect((await handIn(f.tokens.student, 'v1.pdf')).statusCode).toBe(201);
    expect((await handIn(f.tokens.student, 'v2.pdf')).statusCode).toBe(201);
    expect((await handIn(f.tokens.otherStudent, 'cua-ban.pdf')).statusCode).toBe(201);
    for (const who of [student, other]) {
      expect(
        (await call(f.h, 'PUT', `/api/assignments/${id}/grades/${who.id}`, f.tokens.teacher, { points: 5 })).statusCode,
      ).toBe(200);
      expect(
        (
          await sendFiles(
            f.h,
            `/api/assignments/${id}/grades/${who.id}/feedback`,
            f.tokens.teacher,
            [{ name: 'nhan-xet.pdf', bytes: SAMPLE_BYTES.pdf }],
            'PUT',
          )
        ).statusCode,
      ).toBe(200);
    }
    const othersKeys = [
      ...(await f.h.db
        .select({ key: handInFiles.storageKey })
        .from(handInFiles)
        .innerJoin(handIns, eq(handIns.id, handInFiles.handInId))
        .where(eq(handIns.studentId, other.id))),
      ...(await f.h.db.select({ key: grades.feedbackKey }).from(grades).where(eq(grades.studentId, other.id))),
    ].map((row) => path.join('files', row.key!));
    expect(stored('hand-ins')).toHaveLength(3);
    expect(stored('grade-feedback')).toHaveLength(2);

    expect((await call(f.h, 'DELETE', `/api/admin/user/${student.id}`, f.tokens.admin)).statusCode).toBe(200);

    expect(await f.h.db.select().from(handIns).where(eq(handIns.studentId, student.id))).toEqual([]);
    expect(await f.h.db.select().from(grades).where(eq(grades.studentId, student.id))).toEqual([]);
    expect(stored('hand-ins')).toHaveLength(1);
    expect(stored('grade-feedback')).toHaveLength(1);
    expect(othersKeys).toHaveLength(2);
    expect(filesUnder(f.h.dataDir).filter((file) => othersKeys.includes(file))).toHaveLength(2);
  });
});
