import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ASSIGNMENT_MESSAGES, renderMessage } from '@netclass/shared';
import { fetchPost, pacedPost } from '../../test/streamed-upload.js';
import {
  assignmentFixture,
  publishedAssignment,
  type AssignmentFixture,
} from '../modules/assignments/assignments.fixtures.js';
import { REFUSED_BODY_DRAIN_BYTES } from './upload.js';

/**
 * A refused upload is answered, not reset (docs/decisions/036): a client that streams its body
 * (browsers, Node's fetch) reads the status and message, whether the body is within what the
 * server reads before answering or larger. Over a real listening server: `inject` has no socket.
 */
let f: AssignmentFixture;
let assignmentId = 0;
let exhaustedToken = '';

beforeAll(async () => {
  // One hand-in an hour: the first student's budget is spent below, the others' never (a refused write gives its token back).
  f = await assignmentFixture({
    listen: true,
    configure: (config) => (config.writeLimits.upload = { tokens: 1, perMs: 3_600_000 }),
  });
  assignmentId = await publishedAssignment(f, { max_file_mb: 1 });
  exhaustedToken = await f.h.loginAs(await f.h.createUser());
  expect(
    (await fetchPost(`${f.h.url}/api/assignments/${assignmentId}/hand-ins`, exhaustedToken, 'lab.pkt', 1024)).status,
  ).toBe(201);
});
afterAll(async () => {
  await f?.h.close();
});

const MiB = 1024 ** 2;
const TIMES = 20;
const handIns = () => `${f.h.url}/api/assignments/${assignmentId}/hand-ins`;

const cases: Array<[string, number, string, () => { url: string; token: string | undefined; fileName: string }]> = [
  ['no session', 401, 'UNAUTHENTICATED', () => ({ url: handIns(), token: undefined, fileName: 'lab.pkt' })],
  ['a teacher handing in', 403, 'FORBIDDEN', () => ({ url: handIns(), token: f.tokens.teacher, fileName: 'lab.pkt' })],
  [
    'an unknown assignment',
    404,
    'NOT_FOUND',
    () => ({ url: `${f.h.url}/api/assignments/987654/hand-ins`, token: f.tokens.student, fileName: 'lab.pkt' }),
  ],
  [
    'a file over the assignment’s 1 MB',
    413,
    'PAYLOAD_TOO_LARGE',
    () => ({ url: handIns(), token: f.tokens.student, fileName: 'lab.pkt' }),
  ],
  [
    'a type the assignment does not take',
    415,
    'UNSUPPORTED_TYPE',
    () => ({ url: handIns(), token: f.tokens.student, fileName: 'virus.exe' }),
  ],
  [
    'no upload budget left',
    429,
    'RATE_LIMITED',
    () => ({ url: handIns(), token: exhaustedToken, fileName: 'lab.pkt' }),
  ],
];

describe('a refused upload sent by a client that keeps sending after the answer', () => {
  test.each(cases)(
    '%s: the whole 3 MiB body is taken, no reset, and the answer (%i) read',
    async (_case, status, code, target) => {
      const { url, token, fileName } = target();
      for (let n = 0; n < 3; n++) {
        const answer = await pacedPost(url, token, fileName, 3 * MiB);
        expect(answer).toMatchObject({ status, sentAll: true, body: { code, message: expect.any(String) } });
        expect(answer.error).toBeUndefined();
      }
    },
  );

  test('a body larger than the server reads before answering: answered with Connection: close and read on meanwhile, not reset', async () => {
    const answer = await pacedPost(handIns(), undefined, 'lab.pkt', REFUSED_BODY_DRAIN_BYTES * 2);
    // Node's client stops sending by itself once it has read a `close` answer: no reset came before.
    expect(answer).toMatchObject({ status: 401, connection: 'close', body: { code: 'UNAUTHENTICATED' } });
    expect(answer.error).toBeUndefined();
  });
});

describe('a refused upload streamed by Node’s fetch', () => {
  test.each(cases)(
    `%s: the status (%i) and message are read ${TIMES} times of ${TIMES}, with a 3 MiB body`,
    async (_case, status, code, target) => {
      const { url, token, fileName } = target();
      const answers = [];
      for (let n = 0; n < TIMES; n++) answers.push(await fetchPost(url, token, fileName, 3 * MiB));
      expect(answers.map((answer) => answer.status)).toEqual(Array(TIMES).fill(status));
      for (const answer of answers) expect(answer.body).toMatchObject({ code, message: expect.any(String) });
    },
  );

  test.each([
    [401, () => ({ token: undefined, fileName: 'lab.pkt' })],
    [415, () => ({ token: f.tokens.student, fileName: 'virus.exe' })],
  ])(
    `a body larger than the server reads before answering: %i read ${TIMES} times of ${TIMES}`,
    async (status, target) => {
      const { token, fileName } = target();
      const answers = [];
      for (let n = 0; n < TIMES; n++)
        answers.push(await fetchPost(handIns(), token, fileName, REFUSED_BODY_DRAIN_BYTES * 3));
      expect(answers.map((answer) => answer.status)).toEqual(Array(TIMES).fill(status));
      if (status === 415) expect(answers[0]?.body?.message).toBe(renderMessage(ASSIGNMENT_MESSAGES.wrongType));
    },
  );
});
