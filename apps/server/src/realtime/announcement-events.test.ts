import type { ServerToClientEvents } from '@netclass/shared';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../test/app.js';
import { SAMPLE_BYTES } from '../../test/files.js';
import { connectSocket, nextEvent, type ClientSocket } from '../../test/socket.js';

let h: TestApp;
const open: ClientSocket[] = [];

beforeAll(async () => {
  h = await buildTestApp({ listen: true });
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => {
  await h?.close();
});

interface Person {
  user: TestUser;
  token: string;
  socket: ClientSocket;
}
async function signedIn(spec: Parameters<TestApp['createUser']>[0] = {}): Promise<Person> {
  const user = await h.createUser(spec);
  const token = await h.loginAs(user);
  return { user, token, socket: await tab(token) };
}
/** Another open tab of the same signed-in user. */
async function tab(token: string): Promise<ClientSocket> {
  const socket = await connectSocket(h.url, token);
  open.push(socket);
  return socket;
}
const arrives = (socket: ClientSocket, event: keyof ServerToClientEvents, ms = 300) =>
  nextEvent(socket, event, () => true, ms).then(
    () => true,
    () => false,
  );
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  h.app.inject({ method, url, headers: h.authHeader(token), ...(payload ? { payload } : {}) });
const unread = async (token: string) =>
  (await call('GET', '/api/userannouncements', token)).json().unread_count as number;
const isClass = (payload: Parameters<ServerToClientEvents['newAnnouncement']>[0]) => payload.scope === 'class';
const isUser = (payload: Parameters<ServerToClientEvents['newAnnouncement']>[0]) => payload.scope === 'user';

describe('class announcements', () => {
  test('reach everyone (scope class); can_manage true only for admins and the publisher', async () => {
    const publisher = await signedIn({ role: 'teacher' });
    const otherTeacher = await signedIn({ role: 'teacher' });
    const admin = await signedIn({ role: 'admin' });
    const student = await signedIn();

    const received = [publisher, otherTeacher, admin, student].map((p) =>
      nextEvent(p.socket, 'newAnnouncement', isClass),
    );
    const response = await call('POST', '/api/announcements', publisher.token, { content: 'Thi cuối kỳ ngày 20' });
    const created = response.json().announcement;
    const [mine, others, admins, students] = await Promise.all(received);
    expect(mine).toEqual({ scope: 'class', announcement: created });
    expect(others).toEqual({ scope: 'class', announcement: { ...created, can_manage: false } });
    expect(admins).toEqual({ scope: 'class', announcement: { ...created, can_manage: true } });
    expect(students).toEqual({ scope: 'class', announcement: { ...created, can_manage: false } });

    const updated = nextEvent(student.socket, 'announcementUpdated');
    await call('PUT', `/api/announcements/${created.id}`, admin.token, { content: 'Thi cuối kỳ ngày 21' });
    expect(await updated).toMatchObject({
      scope: 'class',
      announcement: { id: created.id, content: 'Thi cuối kỳ ngày 21', can_manage: false },
    });

    const deleted = nextEvent(otherTeacher.socket, 'announcementDeleted');
    await call('DELETE', `/api/announcements/${created.id}`, publisher.token);
    expect(await deleted).toEqual({ scope: 'class', id: created.id });
  });

  test('an attachment arrives with its signed link', async () => {
    const publisher = await signedIn({ role: 'admin' });
    const student = await signedIn();
    const boundary = 'b0undary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\nTài liệu\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="de.pdf"\r\n\r\n`),
      SAMPLE_BYTES.pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const event = nextEvent(student.socket, 'newAnnouncement', isClass);
    await h.app.inject({
      method: 'POST',
      url: '/api/announcements',
      headers: { ...h.authHeader(publisher.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    const { announcement } = (await event) as { announcement: { attachment: { url: string } } };
    expect((await h.app.inject({ method: 'GET', url: announcement.attachment.url })).statusCode).toBe(200);
  });

  test("a new one notifies every other user in their own room; the publisher's room gets no notification", async () => {
    const publisher = await signedIn({ role: 'teacher' });
    const student = await signedIn();
    const notified = nextEvent(student.socket, 'newAnnouncement', isUser);
    const notSelf = nextEvent(publisher.socket, 'newAnnouncement', isUser, 300).then(
      () => true,
      () => false,
    );
    await call('POST', '/api/announcements', publisher.token, { content: 'Họp lớp' });
    expect(await notified).toMatchObject({ scope: 'user', notification: { link: '/dashboard', is_read: false } });
    expect(await notSelf).toBe(false);
  });
});

describe('notifications (scope user)', () => {
  test("reach only the owner's room, every tab of it; counts move with read and delete", async () => {
    const owner = await signedIn();
    const secondTab = await tab(owner.token);
    const other = await signedIn();
    const admin = await signedIn({ role: 'admin' });
    const start = await unread(owner.token);

    const inFirst = nextEvent(owner.socket, 'newAnnouncement', isUser);
    const inSecond = nextEvent(secondTab, 'newAnnouncement', isUser);
    const atOther = nextEvent(other.socket, 'newAnnouncement', isUser);
    await call('POST', '/api/userannouncements/all', admin.token, { content: 'Kiểm tra hệ thống' });
    const first = await inFirst;
    if (first.scope !== 'user') throw new Error('expected a user notification');
    const mine = first.notification;
    expect(mine).toMatchObject({
      content: 'Kiểm tra hệ thống',
      message: 'Kiểm tra hệ thống',
      is_read: false,
      link: null,
    });
    expect(await inSecond).toEqual(first);
    const theirs = await atOther;
    expect(theirs.scope === 'user' && theirs.notification.id).not.toBe(mine.id);
    expect(await unread(owner.token)).toBe(start + 1);

    const read = nextEvent(secondTab, 'announcementRead');
    const otherHearsRead = arrives(other.socket, 'announcementRead');
    await call('PUT', `/api/userannouncements/${mine.id}/read`, owner.token);
    expect(await read).toEqual({ scope: 'user', id: mine.id });
    expect(await otherHearsRead).toBe(false);
    expect(await unread(owner.token)).toBe(start);

    const readAgain = arrives(secondTab, 'announcementRead');
    await call('PUT', `/api/userannouncements/${mine.id}/read`, owner.token);
    expect(await readAgain).toBe(false);

    const deleted = nextEvent(owner.socket, 'announcementDeleted');
    const otherHearsDelete = arrives(other.socket, 'announcementDeleted');
    await call('DELETE', `/api/userannouncements/${mine.id}`, owner.token);
    expect(await deleted).toEqual({ scope: 'user', id: mine.id, was_unread: false });
    expect(await otherHearsDelete).toBe(false);
    expect(await unread(owner.token)).toBe(start);
  });

  test('deleting an unread one says so, and the count drops', async () => {
    const owner = await signedIn();
    const admin = await signedIn({ role: 'admin' });
    const created = nextEvent(owner.socket, 'newAnnouncement', isUser);
    await call('POST', '/api/userannouncements/all', admin.token, { content: 'Chưa đọc' });
    const event = await created;
    if (event.scope !== 'user') throw new Error('expected a user notification');
    const before = await unread(owner.token);
    const deleted = nextEvent(owner.socket, 'announcementDeleted');
    await call('DELETE', `/api/userannouncements/${event.notification.id}`, owner.token);
    expect(await deleted).toEqual({ scope: 'user', id: event.notification.id, was_unread: true });
    expect(await unread(owner.token)).toBe(before - 1);
  });

  test("no one may join another user's room to listen in", async () => {
    const spy = await signedIn();
    const victim = await signedIn();
    expect(await spy.socket.emitWithAck('joinRoom', { studentId: victim.user.id })).toMatchObject({ ok: false });
    const overheard = arrives(spy.socket, 'announcementRead');
    const admin = await signedIn({ role: 'admin' });
    const created = nextEvent(victim.socket, 'newAnnouncement', isUser);
    await call('POST', '/api/userannouncements/all', admin.token, { content: 'Riêng' });
    const event = await created;
    if (event.scope !== 'user') throw new Error('expected a user notification');
    await call('PUT', `/api/userannouncements/${event.notification.id}/read`, victim.token);
    expect(await overheard).toBe(false);
  });
});
