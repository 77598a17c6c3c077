/**
 * Socket fuzz (issue 10, item 1): no client message can crash the server. A signed-in student
 * sends, to joinRoom and leaveRoom:
 * - payloads of every wrong type: numbers (0, -1, 1.5, 1e308, NaN and Infinity, which travel
 *   as null), texts ('', 'chat', 'course:1'), booleans, null, arrays, an empty object, nested
 *   objects, binary data, a 15 kB text;
 * - room requests with bad values: ids zero, negative, fractional, 2^31, 2^53 + 1, 1e308, as
 *   text, null, an object; two rooms at once; an extra key; an unknown room; a 15 kB room name;
 * - each of these with an acknowledgement and without one;
 * - non-function values where the acknowledgement goes (number, text, null, object, array,
 *   boolean), after a valid and after an invalid payload;
 * - missing arguments (nothing at all; only an acknowledgement) and extra arguments (a valid
 *   payload followed by five more values, with and without an acknowledgement);
 * - unknown event names (texts, a number, an empty text, a 15 kB name, names of server events
 *   such as newMessage), with arguments and an acknowledgement;
 * - a burst of 600 of the above without waiting for answers;
 * - 100 kB texts (as the payload, as a room name, as an event name): over the 16 KiB message
 *   cap, so the server closes that one connection before parsing, and a frame that is not
 *   Socket.IO at all, which closes that connection too.
 * After each case the server must still answer: a fresh HTTP request succeeds, a valid
 * joinRoom is acknowledged with { ok: true }, and the fuzzing socket is still connected
 * (except after the over-cap and malformed frames, where a new socket connects). Every
 * refusal is an { ok: false, error } acknowledgement with a warning logged; no error is
 * logged (the test app fails on error-level logs) and nothing is thrown.
 */
import { rooms } from '@netclass/shared';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../test/app.js';
import { connectSocket, disconnected, type ClientSocket } from '../../test/socket.js';
import { MAX_CLIENT_MESSAGE_BYTES } from './index.js';

let h: TestApp;
let student: TestUser;
let token = '';
let courseId = 0;
const open: ClientSocket[] = [];
/** What escaped a handler: in production it would end the process. */
const escaped: unknown[] = [];
const noteEscape = (error: unknown) => escaped.push(error);

beforeAll(async () => {
  process.on('uncaughtException', noteEscape);
  process.on('unhandledRejection', noteEscape);
  h = await buildTestApp({ listen: true });
  student = await h.createUser();
  token = await h.loginAs(student);
  const teacher = await h.createUser({ role: 'teacher' });
  const category = await h.createCategory();
  courseId = (await h.createCourse({ categoryId: category.id, teacherId: teacher.id })).id;
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => {
  process.off('uncaughtException', noteEscape);
  process.off('unhandledRejection', noteEscape);
  await h?.close();
});

async function connect(): Promise<ClientSocket> {
  const socket = await connectSocket(h.url, token);
  open.push(socket);
  return socket;
}

/** The socket as a hostile client drives it: any event name, any arguments. */
const raw = (socket: ClientSocket) =>
  socket as unknown as {
    emit(event: unknown, ...args: unknown[]): void;
    emitWithAck(event: unknown, ...args: unknown[]): Promise<unknown>;
  };

/**
 * The server still serves HTTP, acknowledges a valid joinRoom, and `socket` is still
 * connected; nothing escaped a handler.
 */
async function expectServerAnswers(socket: ClientSocket): Promise<void> {
  const response = await fetch(`${h.url}/api/users/online`, { headers: h.authHeader(token) });
  expect(response.status).toBe(200);
  expect(await socket.emitWithAck('joinRoom', { courseId })).toEqual({ ok: true });
  expect(socket.connected).toBe(true);
  expect(escaped).toEqual([]);
}

const text15k = 'x'.repeat(15_000);
const text100k = 'x'.repeat(100_000);

const wrongTypes: Array<[string, unknown]> = [
  ['zero', 0],
  ['a negative number', -1],
  ['a fraction', 1.5],
  ['a huge number', 1e308],
  ['NaN', Number.NaN],
  ['Infinity', Number.POSITIVE_INFINITY],
  ['an empty text', ''],
  ['a text', 'chat'],
  ['a room name', 'course:1'],
  ['true', true],
  ['false', false],
  ['null', null],
  ['an empty array', []],
  ['an array of requests', [{ room: 'chat' }]],
  ['an empty object', {}],
  ['a nested object', { courseId: { courseId: { courseId: 1 } } }],
  ['deep nesting', JSON.parse('{"a":'.repeat(200) + '1' + '}'.repeat(200)) as unknown],
  ['binary data', Buffer.from('{"room":"chat"}')],
  ['a 15 kB text', text15k],
];

const badRequests: Array<[string, unknown]> = [
  ['course id zero', { courseId: 0 }],
  ['a negative course id', { courseId: -5 }],
  ['a fractional course id', { courseId: 1.5 }],
  ['course id 2^31', { courseId: 2 ** 31 }],
  ['course id 2^53 + 1', { courseId: 2 ** 53 + 1 }],
  ['course id 1e308', { courseId: 1e308 }],
  ['a text course id', { courseId: '1' }],
  ['a null course id', { courseId: null }],
  ['an object as course id', { courseId: { id: 1 } }],
  ['a student id 2^31', { studentId: 2 ** 31 }],
  ['a report course id -1', { reportCourseId: -1 }],
  ['two rooms at once', { courseId: 1, room: 'chat' }],
  ['an extra key', { room: 'chat', admin: true }],
  ['an unknown room', { room: 'everyone' }],
  ['a 15 kB room name', { room: text15k }],
  ['a prototype key', JSON.parse('{"__proto__":{"room":"chat"}}') as unknown],
];

const notFunctions: Array<[string, unknown]> = [
  ['a number', 5],
  ['a text', 'ack'],
  ['null', null],
  ['an object', { ok: true }],
  ['an array', [() => 1]],
  ['a boolean', true],
];

describe('malformed payloads', () => {
  test.each([...wrongTypes, ...badRequests])(
    '%s: refused with an error acknowledgement and a warning; the socket stays connected',
    async (_case, payload) => {
      const warn = vi.spyOn(h.app.log, 'warn');
      const socket = await connect();
      for (const event of ['joinRoom', 'leaveRoom']) {
        expect(await raw(socket).emitWithAck(event, payload)).toEqual({
          ok: false,
          error: expect.stringContaining('invalid request'),
        });
        raw(socket).emit(event, payload);
      }
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ event: 'joinRoom', userId: student.id }),
        'socket event refused: invalid payload',
      );
      await expectServerAnswers(socket);
    },
  );
});

describe('acknowledgements are optional and untrusted', () => {
  test.each(notFunctions)(
    '%s where the acknowledgement goes: ignored, a valid request is still carried out',
    async (_case, notAnAck) => {
      const socket = await connect();
      raw(socket).emit('joinRoom', { room: 'chat' }, notAnAck);
      raw(socket).emit('joinRoom', { courseId: -1 }, notAnAck);
      raw(socket).emit('leaveRoom', 'nonsense', notAnAck);
      await expectServerAnswers(socket);
      expect((await h.app.io.in(rooms.chat).fetchSockets()).map((s) => s.id)).toContain(socket.id);
    },
  );

  test('a refused request without an acknowledgement: nothing is sent back, nothing breaks', async () => {
    const socket = await connect();
    raw(socket).emit('joinRoom', { studentId: student.id + 1000 });
    raw(socket).emit('joinRoom', { courseId: 999_999 });
    await expectServerAnswers(socket);
  });
});

describe('missing and extra arguments', () => {
  test('no arguments at all, or only an acknowledgement: refused', async () => {
    const socket = await connect();
    raw(socket).emit('joinRoom');
    raw(socket).emit('leaveRoom');
    expect(await raw(socket).emitWithAck('joinRoom')).toEqual({
      ok: false,
      error: expect.stringContaining('invalid request'),
    });
    expect(await raw(socket).emitWithAck('leaveRoom')).toMatchObject({ ok: false });
    await expectServerAnswers(socket);
  });

  test('extra arguments after a valid payload are ignored: acknowledged, with or without a callback', async () => {
    const socket = await connect();
    expect(await raw(socket).emitWithAck('joinRoom', { room: 'chat' }, 1, 'two', null, { three: 3 }, [4])).toEqual({
      ok: true,
    });
    raw(socket).emit('leaveRoom', { room: 'chat' }, 1, 'two', null, { three: 3 }, [4]);
    await expectServerAnswers(socket);
  });
});

describe('unknown events', () => {
  test.each([
    ['a made-up name', 'dropTables'],
    ['a server event name', 'newMessage'],
    ['a number', 42],
    ['an empty name', ''],
    ['a 15 kB name', text15k],
  ])('%s: ignored', async (_case, event) => {
    const socket = await connect();
    raw(socket).emit(event, { room: 'chat' }, 1, 2);
    raw(socket).emit(event, () => undefined);
    raw(socket).emit(event);
    await expectServerAnswers(socket);
  });
});

describe('a burst', () => {
  test('600 events without waiting: every invalid one acknowledged as refused, then the server answers', async () => {
    const socket = await connect();
    const cases = [...wrongTypes, ...badRequests].map(([, payload]) => payload);
    const acks: Array<Promise<unknown>> = [];
    for (let i = 0; i < 600; i += 1) {
      const payload = cases[i % cases.length];
      if (i % 3 === 0) acks.push(raw(socket).emitWithAck(i % 2 ? 'leaveRoom' : 'joinRoom', payload));
      else if (i % 3 === 1) raw(socket).emit('joinRoom', payload, notFunctions[i % notFunctions.length]?.[1]);
      else raw(socket).emit(`unknown-${i}`, payload);
    }
    expect(await Promise.all(acks)).toEqual(
      acks.map(() => ({ ok: false, error: expect.stringContaining('invalid request') })),
    );
    await expectServerAnswers(socket);
  });
});

describe('messages over the size cap and broken frames close only that connection', () => {
  test('the cap is small: client events are a few dozen bytes', () => {
    expect(MAX_CLIENT_MESSAGE_BYTES).toBeLessThan(100_000);
    expect(MAX_CLIENT_MESSAGE_BYTES).toBeGreaterThan(text15k.length + 100);
  });

  test.each([
    ['a 100 kB payload', (socket: ClientSocket) => raw(socket).emit('joinRoom', text100k)],
    ['a 100 kB room name', (socket: ClientSocket) => raw(socket).emit('joinRoom', { room: text100k }, () => undefined)],
    ['a 100 kB event name', (socket: ClientSocket) => raw(socket).emit(text100k, { room: 'chat' })],
    ['a frame that is not Socket.IO', (socket: ClientSocket) => socket.io.engine.send('42["joinRoom", {"room":')],
  ])('%s: that socket is disconnected, a bystander is not, and the server answers', async (_case, send) => {
    const bystander = await connect();
    const socket = await connect();
    const gone = disconnected(socket);
    send(socket);
    expect(await gone).toBe('transport close');
    await expectServerAnswers(await connect());
    expect(bystander.connected).toBe(true);
  });
});
