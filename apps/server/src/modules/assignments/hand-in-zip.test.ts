import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { SAMPLE_BYTES } from '../../../test/files.js';
import { unzip } from '../../../test/unzip.js';
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

const zipUrl = (id: number) => `/api/assignments/${id}/hand-ins.zip`;

describe('GET /api/assignments/{id}/hand-ins.zip', () => {
  test("every student's latest version, named by student id, streamed file by file", async () => {
    const id = await publishedAssignment(f);
    const [first, second] = f.students.map((s) => s.id) as [number, number];
    const send = (token: string, name: string, bytes: Buffer) =>
      sendFiles(f.h, `/api/assignments/${id}/hand-ins`, token, [{ name, bytes }]);
    expect((await send(f.tokens.student, 'lab3.pkt', SAMPLE_BYTES.packetTracer)).statusCode).toBe(201);
    const v2 = Buffer.concat([SAMPLE_BYTES.pdf, Buffer.from('v2')]);
    expect((await send(f.tokens.student, 'Báo cáo.pdf', v2)).statusCode).toBe(201);
    expect((await send(f.tokens.otherStudent, 'lab3.pkt', SAMPLE_BYTES.packetTracer)).statusCode).toBe(201);
    const open = vi.spyOn(f.h.app.services.storage, 'open');
    const response = await call(f.h, 'GET', zipUrl(id), f.tokens.teacher);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const entries = unzip(response.rawPayload);
    expect([...entries.keys()]).toEqual([`${first}/v2/Báo cáo.pdf`, `${second}/v1/lab3.pkt`].sort());
    expect(entries.get(`${first}/v2/Báo cáo.pdf`)?.equals(v2)).toBe(true);
    expect(entries.get(`${second}/v1/lab3.pkt`)?.equals(SAMPLE_BYTES.packetTracer)).toBe(true);
    // Each file is opened as the zip reaches it (one stream per entry), none read up front.
    expect(open).toHaveBeenCalledTimes(2);
    open.mockRestore();
  });

  test('no hand-ins: an empty zip', async () => {
    const id = await publishedAssignment(f);
    const response = await call(f.h, 'GET', zipUrl(id), f.tokens.teacher);
    expect(response.statusCode).toBe(200);
    expect(unzip(response.rawPayload).size).toBe(0);
  });

  test('401 signed out, 403 for students and the teacher of another course, 404 for an unknown assignment', async () => {
    const id = await publishedAssignment(f);
    expect((await call(f.h, 'GET', zipUrl(id))).statusCode).toBe(401);
    expect((await call(f.h, 'GET', zipUrl(id), f.tokens.student)).statusCode).toBe(403);
    expect((await call(f.h, 'GET', zipUrl(id), f.tokens.otherTeacher)).statusCode).toBe(403);
    expect((await call(f.h, 'GET', zipUrl(999_999), f.tokens.teacher)).statusCode).toBe(404);
  });
});
