import { fetchPost, pacedPost, type StreamedAnswer } from '../test/streamed-upload.js';
import { expectStatus } from './client.js';

const MiB = 1024 ** 2;
/** Node's fetch, as the issue measured it: each refusal read this many times of this many. */
const TIMES = 20;

/**
 * Refused hand-ins streamed through the proxy (docs/decisions/036): an assignment of the demo
 * course taking .pkt files of at most 1 MB, then for 401, 403, 404, 413 and 415 a 3 MiB body
 * streamed by Node's fetch (20 times) and by a client that keeps sending after the answer
 * (3 times), and a body past what the server reads before answering (Connection: close). Each
 * must read its status and message; a reset on the way fails the check.
 */
export async function streamedRefusals(
  proxy: string,
  courseId: number,
  adminToken: string,
  studentToken: string,
): Promise<string> {
  const body = {
    title: `Nộp thử qua proxy ${Date.now()}`,
    instructions: 'Nộp tệp .pkt.',
    allowed_types: ['pkt'],
    max_file_mb: 1,
    due_at: new Date(Date.now() + 86_400_000).toISOString(),
    accepts_until: null,
    max_points: 10,
    rubric: null,
  };
  const id = (
    await expectStatus(201, proxy, 'POST', `/api/courses/${courseId}/assignments`, { token: adminToken, body })
  ).json<{ assignment: { id: number } }>().assignment.id;
  await expectStatus(200, proxy, 'PUT', `/api/assignments/${id}/publication`, {
    token: adminToken,
    body: { state: 'published' },
  });
  const url = `${proxy}/api/assignments/${id}/hand-ins`;
  const cases: Array<[number, string, string | undefined, string]> = [
    [401, url, undefined, 'lab.pkt'],
    [403, url, adminToken, 'lab.pkt'],
    [404, `${proxy}/api/assignments/987654321/hand-ins`, studentToken, 'lab.pkt'],
    [413, url, studentToken, 'lab.pkt'],
    [415, url, studentToken, 'virus.exe'],
  ];
  const wrong = (status: number, answer: StreamedAnswer) =>
    answer.status !== status || typeof answer.body?.message !== 'string' || answer.error !== undefined;
  for (const [status, target, token, fileName] of cases) {
    const answers: StreamedAnswer[] = [];
    for (let n = 0; n < TIMES; n++) answers.push(await fetchPost(target, token, fileName, 3 * MiB));
    for (let n = 0; n < 3; n++) answers.push(await pacedPost(target, token, fileName, 3 * MiB));
    answers.push(await fetchPost(target, token, fileName, 12 * MiB));
    const failed = answers.filter((answer) => wrong(status, answer));
    if (failed.length)
      throw new Error(
        `${status}: ${failed.length} of ${answers.length} answers lost or wrong, e.g. ${JSON.stringify(failed[0])}`,
      );
  }
  return `401, 403, 404, 413, 415 each read ${TIMES} of ${TIMES} times by fetch (3 MiB), 3 of 3 by a client sending on, and with a 12 MiB body`;
}
