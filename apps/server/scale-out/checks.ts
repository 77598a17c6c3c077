import type { JoinRoomRequest } from '@netclass/shared';
import { connectSocket, disconnected, nextEvent, type ClientSocket } from '../test/socket.js';
import { expectStatus, login, request } from './client.js';
import type { Deployment } from './instances.js';
import { streamedRefusals } from './streamed-refusals.js';

/** The instances' settings the checks rely on (run.ts passes them to both). */
export const CHAT_BUDGET = 6;
/** Notification rounds of the 'just connected' check: each one broadcast, within the instances' budget. */
const NOTIFICATION_ROUNDS = 5;
export const INSTANCE_LIMITS = {
  WRITE_LIMIT_CHAT: `${CHAT_BUDGET}/1m`,
  WRITE_LIMIT_BROADCAST: `${NOTIFICATION_ROUNDS * 2}/10m`,
};
/** Default LOGIN_FAILURES_PER_ACCOUNT_ADDRESS (docs/decisions/008). */
const FREE_LOGIN_FAILURES = 5;
/** A seeded demo course (seed/demo-content.ts), open to every student. */
const DEMO_COURSE_ID = 101;
const PASSWORD = 'scale-out-Passw0rd';

export interface Check {
  name: string;
  run(): Promise<string>;
}

interface Student {
  id: number;
  token: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds, polling every 200 ms. */
async function eventually(what: string, check: () => Promise<boolean>, ms = 8000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(200);
  }
  return Date.now() - started;
}

function assert(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/**
 * What must hold across instances (issue 16, item 2), each as one check. `setup` signs the
 * admin in and makes the students (through the proxy); each check then uses users of its own,
 * so one failing leaves the others meaningful.
 */
export async function scaleOutChecks(
  d: Deployment,
  admin: { id: number; password: string },
  /** Where download links must point: the shared bucket's origin. */
  downloadOrigin: string,
): Promise<{ checks: Check[]; close(): void }> {
  const sockets: ClientSocket[] = [];
  const socketOn = async (base: string, token: string, ...rooms: JoinRoomRequest[]) => {
    const socket = await connectSocket(base, token);
    sockets.push(socket);
    for (const room of rooms) {
      const ack = await socket.emitWithAck('joinRoom', room);
      assert(ack.ok, `joinRoom ${JSON.stringify(room)} refused: ${JSON.stringify(ack)}`);
    }
    return socket;
  };
  const adminToken = await login(d.proxy, admin.id, admin.password);
  let nextId = 990_001;
  /** A new student (through the proxy): created with id@1, signed in, first-login password changed. */
  const student = async (): Promise<Student> => {
    const id = nextId++;
    await expectStatus(201, d.proxy, 'POST', '/api/admin', {
      token: adminToken,
      body: { id, name: `Sinh viên ${id}`, role: 'student' },
    });
    const token = await login(d.proxy, id, `${id}@1`);
    const body = { currentPassword: `${id}@1`, newPassword: PASSWORD, confirmPassword: PASSWORD };
    await expectStatus(200, d.proxy, 'PUT', '/api/user/profile', { token, body });
    return { id, token };
  };
  const lessons = (
    await expectStatus(200, d.proxy, 'GET', `/api/lessons/${DEMO_COURSE_ID}`, { token: adminToken })
  ).json<{ lessons: { id: number }[] }>().lessons;
  const lessonId = lessons[0]?.id;
  assert(lessonId !== undefined, `the demo course ${DEMO_COURSE_ID} has no lesson`);
  const online = async (base: string, token: string, id: number) =>
    (await expectStatus(200, base, 'GET', '/api/users/online?limit=100', { token }))
      .json<{ online_users: { id: number }[] }>()
      .online_users.some((user) => user.id === id);
  /**
   * A session's access on B ends at once: the very next request there is 401 and its socket
   * there is disconnected. (A answers only once its own listener has heard a barrier sent
   * after the change's commit, so B has heard the change too: docs/decisions/032.)
   */
  const cutOnB = async (token: string, socket: ClientSocket, end: () => Promise<unknown>) => {
    const gone = disconnected(socket, 5000);
    await end();
    const next = await request(d.b, 'GET', '/api/users/online', { token });
    assert(next.status === 401, `the next request on B answered ${next.status}, not 401`);
    await gone;
    return 'the next request on B 401, the socket there disconnected';
  };

  const checks: Check[] = [
    {
      name: 'chat message posted via A reaches sockets on B and through the proxy',
      async run() {
        const s = await student();
        const onB = await socketOn(d.b, s.token, { room: 'chat' });
        const viaProxy = await socketOn(d.proxy, s.token, { room: 'chat' });
        const content = `Xin chào từ A ${Date.now()}`;
        const arrivals = [onB, viaProxy].map((socket) =>
          nextEvent(socket, 'newMessage', (message) => message.content === content, 5000),
        );
        await expectStatus(201, d.a, 'POST', '/api/messages', { token: s.token, body: { content } });
        await Promise.all(arrivals);
        return 'newMessage on B and on the proxied WebSocket';
      },
    },
    {
      name: 'comment posted via A reaches a socket on B',
      async run() {
        const s = await student();
        const onB = await socketOn(d.b, s.token, { courseId: DEMO_COURSE_ID });
        const content = `Bình luận từ A ${Date.now()}`;
        const arrival = nextEvent(onB, 'newComment', (comment) => comment.content === content, 5000);
        await expectStatus(201, d.a, 'POST', '/api/comments', {
          token: adminToken,
          body: { lesson_id: lessonId, content },
        });
        await arrival;
        return `newComment in course room ${DEMO_COURSE_ID} on B`;
      },
    },
    {
      name: 'notification sent via A reaches a socket that connected on B just before',
      async run() {
        // Not yet online on A (presence crosses instances about once a second): each instance delivers to the sockets it holds.
        // Several rounds, as one could fall after a presence batch by chance.
        for (let round = 0; round < NOTIFICATION_ROUNDS; round++) {
          const s = await student();
          const onB = await socketOn(d.b, s.token);
          await sleep(10);
          const content = `Thông báo chung từ A ${Date.now()}`;
          const arrival = nextEvent(
            onB,
            'newAnnouncement',
            (event) => event.scope === 'user' && event.notification.content.includes(content),
            5000,
          );
          await expectStatus(201, d.a, 'POST', '/api/userannouncements/all', { token: adminToken, body: { content } });
          await arrival.catch(() => Promise.reject(new Error(`round ${round + 1}: ${content} did not reach B`)));
        }
        return `newAnnouncement (user scope) on B, 10 ms after the socket connected, ${NOTIFICATION_ROUNDS} of ${NOTIFICATION_ROUNDS} rounds`;
      },
    },
    {
      name: 'presence: sockets on A and B, online on both; offline only when both close',
      async run() {
        const s = await student();
        const onA = await socketOn(d.a, s.token);
        const onB = await socketOn(d.b, s.token);
        const onBoth = async (want: boolean) =>
          (await online(d.a, adminToken, s.id)) === want && (await online(d.b, adminToken, s.id)) === want;
        await eventually('online on A and B', () => onBoth(true));
        onA.close();
        // Past a presence batch (1 s) and its trip to the other instance: still online everywhere.
        await sleep(2500);
        assert(await onBoth(true), 'offline after closing only the socket on A');
        onB.close();
        const ms = await eventually('offline on A and B after both closed', () => onBoth(false));
        return `still online with one socket left; offline on both ${ms} ms after the last closed`;
      },
    },
    {
      name: 'logout on A: the session is refused on B at once, its socket there disconnected',
      async run() {
        const s = await student();
        const socket = await socketOn(d.b, s.token);
        await expectStatus(200, d.b, 'GET', '/api/users/online', { token: s.token });
        return cutOnB(s.token, socket, () => expectStatus(200, d.a, 'POST', '/api/auth/logout', { token: s.token }));
      },
    },
    {
      name: 'deactivation on A: the user is refused on B at once, the socket there disconnected',
      async run() {
        const s = await student();
        const socket = await socketOn(d.b, s.token);
        await expectStatus(200, d.b, 'GET', '/api/users/online', { token: s.token });
        const body = { name: `Sinh viên ${s.id}`, status: 'inactive' };
        return cutOnB(s.token, socket, () =>
          expectStatus(200, d.a, 'PUT', `/api/admin/${s.id}`, { token: adminToken, body }),
        );
      },
    },
    {
      name: 'password change on A: other sessions are refused on B at once, the changing one stays',
      async run() {
        const s = await student();
        const other = await login(d.b, s.id, PASSWORD);
        const socket = await socketOn(d.b, other);
        await expectStatus(200, d.b, 'GET', '/api/users/online', { token: other });
        const body = { currentPassword: PASSWORD, newPassword: `${PASSWORD}-2`, confirmPassword: `${PASSWORD}-2` };
        const cut = await cutOnB(other, socket, () =>
          expectStatus(200, d.a, 'PUT', '/api/user/profile', { token: s.token, body }),
        );
        await expectStatus(200, d.b, 'GET', '/api/users/online', { token: s.token });
        return `the other session: ${cut}; the changing session still served on B`;
      },
    },
    {
      name: `write limit: a chat budget of ${CHAT_BUDGET} holds over A and B together`,
      async run() {
        const s = await student();
        for (let n = 0; n < CHAT_BUDGET; n++) {
          await expectStatus(201, n % 2 ? d.b : d.a, 'POST', '/api/messages', {
            token: s.token,
            body: { content: `Tin ${n}` },
          });
        }
        for (const base of [d.a, d.b, d.proxy]) {
          const refused = await expectStatus(429, base, 'POST', '/api/messages', {
            token: s.token,
            body: { content: 'Một tin nữa' },
          });
          assert(Number(refused.headers['retry-after']) > 0, 'a 429 without Retry-After');
        }
        return `${CHAT_BUDGET} accepted (alternating A and B), then 429 with Retry-After on A, B and the proxy`;
      },
    },
    {
      name: `login limit: ${FREE_LOGIN_FAILURES} failures over A and B, then the next try waits; the proxy passes the client's address`,
      async run() {
        const s = await student();
        const guesser = '127.0.0.3';
        for (let n = 0; n < FREE_LOGIN_FAILURES; n++) {
          const answer = await request(n % 2 ? d.b : d.a, 'POST', '/api/auth/login', {
            body: { id: s.id, password: 'sai-mat-khau' },
            from: guesser,
          });
          assert(answer.status === 401 || answer.status === 400, `failure ${n + 1} answered ${answer.status}`);
        }
        // Through the proxy (TRUST_PROXY): the app must see 127.0.0.3, not the proxy's address.
        const refused = await request(d.proxy, 'POST', '/api/auth/login', {
          body: { id: s.id, password: PASSWORD },
          from: guesser,
        });
        assert(refused.status === 429, `the guesser's next try through the proxy answered ${refused.status}, not 429`);
        await login(d.proxy, s.id, PASSWORD, '127.0.0.4');
        return 'the guessing address waits on either instance and through the proxy; the owner from another address signs in';
      },
    },
    {
      name: 'a scheduled publication runs once: one notification per student, with both instances running jobs',
      async run() {
        const s = await student();
        const title = `Bài hẹn giờ ${Date.now()}`;
        const created = await expectStatus(201, d.a, 'POST', '/api/lessons', {
          token: adminToken,
          body: { title, content: 'Nội dung.', course_id: DEMO_COURSE_ID, order_num: 99 },
        });
        const id = created.json<{ lesson: { id: number } }>().lesson.id;
        const publishAt = new Date(Date.now() + 3000).toISOString();
        await expectStatus(200, d.b, 'PUT', `/api/lessons/${id}/publication`, {
          token: adminToken,
          body: { state: 'scheduled', publish_at: publishAt },
        });
        const count = async () =>
          (await expectStatus(200, d.proxy, 'GET', '/api/userannouncements', { token: s.token }))
            .json<{ notifications: { content: string }[] }>()
            .notifications.filter((notification) => notification.content.includes(title)).length;
        const ms = await eventually(
          'the notification of the scheduled lesson',
          async () => (await count()) > 0,
          15_000,
        );
        // Both workers poll every second: give a second run time to happen, if it would.
        await sleep(3000);
        const total = await count();
        assert(total === 1, `${total} notifications of the scheduled lesson, not 1`);
        return `published and notified once (seen ${ms} ms after polling began)`;
      },
    },
    {
      name: 'upload through A is downloadable through B and the proxy, from the bucket',
      async run() {
        const bytes = Buffer.from(`%PDF-1.4\n% scale-out ${Date.now()}\n${'x'.repeat(64 * 1024)}\n%%EOF\n`);
        const body = {
          title: 'Tệp thử nhiều máy',
          lesson_id: lessonId,
          file_name: 'scale-out.pdf',
          file_size: bytes.length,
        };
        const pending = (await expectStatus(201, d.a, 'POST', '/api/materials', { token: adminToken, body })).json<{
          material: { id: number };
          uploadUrl: string;
        }>();
        await expectStatus(200, d.a, 'PUT', pending.uploadUrl, { body: bytes });
        for (const base of [d.b, d.proxy]) {
          const { url } = (
            await expectStatus(200, base, 'GET', `/api/materials/${pending.material.id}`, { token: adminToken })
          ).json<{ material: { url: string } }>().material;
          assert(
            new URL(url, base).origin === downloadOrigin,
            `the link given by ${base} points at ${new URL(url, base).origin}, not the bucket at ${downloadOrigin}`,
          );
          const file = await expectStatus(200, base, 'GET', url);
          assert(file.body.equals(bytes), `the file read through ${base} differs from the one uploaded`);
        }
        return `${bytes.length} bytes, read from the bucket with links given by B and the proxy, identical`;
      },
    },
    {
      name: 'a refused hand-in streamed through the proxy is answered, not reset',
      async run() {
        return streamedRefusals(d.proxy, DEMO_COURSE_ID, adminToken, (await student()).token);
      },
    },
  ];
  return { checks, close: () => sockets.forEach((socket) => socket.close()) };
}
