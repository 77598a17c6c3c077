import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { SAMPLE_BYTES as B } from '../../test/files.js';
import { addJob } from '../infra/jobs.js';

let h: TestApp;
let teacherToken = '';
let lessonId = 0;

beforeAll(async () => {
  h = await buildTestApp({ listen: true });
  const teacher = await h.createUser({ role: 'teacher' });
  teacherToken = await h.loginAs(teacher);
  const course = await h.createCourse({ categoryId: (await h.createCategory()).id, teacherId: teacher.id });
  lessonId = (await h.createLesson({ courseId: course.id })).id;
});
afterAll(async () => {
  await h?.close();
});

const scrape = async (remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  h.app.inject({ url: '/metrics', remoteAddress, headers });
/** The value of one sample line, e.g. `netclass_db_pool_connections{state="total"}`. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  test('request durations are labelled by route pattern, method and status class, never by the raw url', async () => {
    await h.app.inject({ url: `/api/lessons/details/${lessonId}`, headers: h.authHeader(teacherToken) });
    await h.app.inject({ url: '/api/lessons/details/999999', headers: h.authHeader(teacherToken) });
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(
      sample(
        text,
        'netclass_http_request_duration_seconds_count{route="/api/lessons/details/:lessonId",method="GET",status="2xx"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'netclass_http_request_duration_seconds_count{route="/api/lessons/details/:lessonId",method="GET",status="4xx"}',
      ),
    ).toBe(1);
    expect(text).not.toContain(`details/${lessonId}`);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  test('the pool, open sockets, the job queue and uploaded bytes, read at scrape time', async () => {
    const before = sample((await scrape()).body, 'netclass_upload_bytes_total') ?? 0;
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/materials',
      headers: h.authHeader(teacherToken),
      payload: { title: 'OSI', lesson_id: lessonId, file_name: 'osi.pdf', file_size: B.pdf.length },
    });
    const uploaded = await h.app.inject({
      method: 'PUT',
      url: created.json<{ uploadUrl: string }>().uploadUrl,
      payload: B.pdf,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    await addJob(
      h.db,
      'publish',
      { kind: 'lesson', id: lessonId },
      { runAt: new Date(Date.now() + 3_600_000), key: 'metrics-test' },
    );
    const socket: Socket = connectSocket(h.url, { transports: ['websocket'], auth: { token: teacherToken } });
    try {
      await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
      const text = (await scrape()).body;
      expect(sample(text, 'netclass_upload_bytes_total')).toBe(before + B.pdf.length);
      expect(sample(text, 'netclass_socket_connections')).toBe(1);
      expect(sample(text, 'netclass_jobs_waiting{state="scheduled"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'netclass_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'netclass_db_pool_connections{state="waiting"}')).toBe(0);
      // The requests' single statements went down the pipelined lanes.
      expect(sample(text, 'netclass_db_lane_statements{state="open"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'netclass_db_lane_statements{state="in_flight"}')).toBeGreaterThanOrEqual(0);
    } finally {
      socket.close();
    }
  });

  test('without METRICS_TOKEN only loopback clients read it: 403 from elsewhere', async () => {
    const response = await scrape('203.0.113.7');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  test('the route is not in the API document', async () => {
    const document = (await h.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).not.toContain('/metrics');
    expect(Object.keys(document.paths)).toContain('/api/health/ready');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const token = 'a-long-metrics-token-for-tests';
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: token } });
  });
  afterAll(async () => {
    await t?.close();
  });

  test('401 without the token or with a wrong one, even from loopback; 200 with it from anywhere', async () => {
    const read = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
      t.app.inject({ url: '/metrics', remoteAddress, headers });
    expect((await read({})).statusCode).toBe(401);
    expect((await read({ authorization: 'Bearer a-long-metrics-token-for-testz' })).statusCode).toBe(401);
    expect((await read({ authorization: token })).statusCode).toBe(401);
    const allowed = await read({ authorization: `Bearer ${token}` }, '203.0.113.7');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('netclass_http_request_duration_seconds');
  });
});
