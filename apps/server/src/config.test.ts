import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig, workerThreads } from './config.js';

function failure(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  test('defaults: port 3000, ./data, demo seed, admin id 1, embedded database, OWASP argon2', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'production',
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      seed: 'demo',
      admin: { id: 1, password: undefined },
      logLevel: 'info',
      argon2: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
    });
    expect(config.sessionIdleMs).toBe(14 * 24 * 60 * 60 * 1000);
  });

  test('reads every variable; empty ones count as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/netclass',
      DATABASE_URL: 'postgresql://app:pw@db.internal:5432/netclass',
      SEED: 'admin',
      ADMIN_ID: '20215123',
      ADMIN_PASSWORD: 'long-enough',
      JWT_SECRET: 'x'.repeat(32),
      LOG_LEVEL: '',
      HOST: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/netclass',
      databaseUrl: 'postgresql://app:pw@db.internal:5432/netclass',
      seed: 'admin',
      admin: { id: 20215123, password: 'long-enough' },
      jwtSecret: 'x'.repeat(32),
      logLevel: 'info',
      host: '0.0.0.0',
    });
  });

  test.each([['abc'], ['70000'], ['-1'], ['3.5']])('PORT=%s is refused, naming PORT', (port) => {
    expect(failure({ PORT: port }).message).toMatch(/\bPORT\b/);
  });

  test.each([['mysql://user:pw@host/db'], ['localhost:5432'], ['http://db.example.com']])(
    'DATABASE_URL=%s is refused, naming DATABASE_URL',
    (url) => {
      const message = failure({ DATABASE_URL: url }).message;
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('postgres://');
    },
  );

  test('a refused DATABASE_URL does not print its password', () => {
    expect(failure({ DATABASE_URL: 'mysql://user:topsecret@host/db' }).message).not.toContain('topsecret');
  });

  test('a short ADMIN_PASSWORD is refused, naming ADMIN_PASSWORD and the minimum', () => {
    const message = failure({ ADMIN_PASSWORD: 'abc12' }).message;
    expect(message).toContain('ADMIN_PASSWORD');
    expect(message).toContain('at least 6 characters');
    expect(message).not.toContain('abc12');
  });

  test.each([
    ['SEED', 'everything'],
    ['ADMIN_ID', '0'],
    ['ADMIN_ID', 'admin'],
    ['JWT_SECRET', 'too-short'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'verbose'],
    ['ACCESS_LOG_LEVEL', 'all'],
    ['MAX_UPLOAD_BYTES', 'lots'],
    ['MAX_UPLOAD_BYTES', '1.5'],
    ['MAX_UPLOAD_BYTES', '-1'],
    ['MAX_UPLOAD_BYTES', '100'],
    ['MAX_ATTACHMENT_BYTES', 'big'],
    ['MAX_ATTACHMENT_BYTES', '10'],
  ])('%s=%s is refused, naming the variable', (name, value) => {
    expect(failure({ [name]: value }).message).toContain(name);
  });

  test('uploads: files under DATA_DIR/files, a 2 GiB limit unless MAX_UPLOAD_BYTES says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/srv/netclass' })).toMatchObject({
      filesDir: '/srv/netclass/files',
      maxUploadBytes: 2 * 1024 ** 3,
    });
    expect(loadConfig({ MAX_UPLOAD_BYTES: '52428800' }).maxUploadBytes).toBe(50 * 1024 * 1024);
  });

  test('the embedded database may be down 60 s before the app gives up, unless DB_RESTART_TIMEOUT_SECONDS says otherwise', () => {
    expect(loadConfig({}).dbRestartTimeoutMs).toBe(60_000);
    expect(loadConfig({ DB_RESTART_TIMEOUT_SECONDS: '2.5' }).dbRestartTimeoutMs).toBe(2500);
    for (const value of ['0', '-5', 'soon'])
      expect(failure({ DB_RESTART_TIMEOUT_SECONDS: value }).message).toContain('DB_RESTART_TIMEOUT_SECONDS');
  });

  test('the access log: one line per request at info unless ACCESS_LOG_LEVEL says otherwise', () => {
    expect(loadConfig({}).accessLogLevel).toBe('info');
    expect(loadConfig({ ACCESS_LOG_LEVEL: 'silent' }).accessLogLevel).toBe('silent');
  });

  test('announcement attachments: a 50 MiB limit unless MAX_ATTACHMENT_BYTES says otherwise', () => {
    expect(loadConfig({}).maxAttachmentBytes).toBe(50 * 1024 ** 2);
    expect(loadConfig({ MAX_ATTACHMENT_BYTES: '1048576' }).maxAttachmentBytes).toBe(1024 ** 2);
  });

  test.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['TRUE', true],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    [
      ' 10.0.0.1 , 172.16.0.0/12, ::1, fd00::/8, loopback ',
      ['10.0.0.1', '172.16.0.0/12', '::1', 'fd00::/8', 'loopback'],
    ],
  ])('TRUST_PROXY=%s: %j (off by default)', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  test.each([['yes'], ['10.0.0.300'], ['10.0.0.0/33'], ['10.0.0.1/8/8'], ['proxy.example.com'], ['-1'], ['10.0.0.1,']])(
    'TRUST_PROXY=%s is refused, naming TRUST_PROXY and the bad entry',
    (value) => {
      const message = failure({ TRUST_PROXY: value }).message;
      expect(message).toContain('TRUST_PROXY');
      expect(message).toContain('not:');
    },
  );

  test('login limits: the documented defaults, each one settable', () => {
    expect(loadConfig({}).loginLimits).toMatchObject({
      requestsPerMinute: 300,
      failuresPerAddress: 100,
      addressWindowMs: 15 * 60_000,
      failuresPerAccountAddress: 5,
      failuresPerAccount: 20,
      maxDelayMs: 15 * 60_000,
    });
    const set = loadConfig({
      LOGIN_REQUESTS_PER_MINUTE: '600',
      LOGIN_FAILURES_PER_ADDRESS: '200',
      LOGIN_FAILURES_PER_ACCOUNT_ADDRESS: '3',
      LOGIN_FAILURES_PER_ACCOUNT: '50',
    }).loginLimits;
    expect(set).toMatchObject({
      requestsPerMinute: 600,
      failuresPerAddress: 200,
      failuresPerAccountAddress: 3,
      failuresPerAccount: 50,
    });
  });

  test.each([
    ['LOGIN_REQUESTS_PER_MINUTE', '0'],
    ['LOGIN_FAILURES_PER_ADDRESS', 'many'],
    ['LOGIN_FAILURES_PER_ACCOUNT_ADDRESS', '2.5'],
    ['LOGIN_FAILURES_PER_ACCOUNT', '-1'],
  ])('%s=%s is refused, naming the variable', (name, value) => {
    expect(failure({ [name]: value }).message).toContain(name);
  });

  test('write limits: the documented defaults, each one settable as a count per time', () => {
    const s = 1000;
    expect(loadConfig({}).writeLimits).toEqual({
      chat: { tokens: 10, perMs: 10 * s },
      comment: { tokens: 5, perMs: 30 * s },
      note: { tokens: 20, perMs: 60 * s },
      announcement: { tokens: 10, perMs: 600 * s },
      broadcast: { tokens: 5, perMs: 600 * s },
      upload: { tokens: 30, perMs: 600 * s },
      profile: { tokens: 10, perMs: 600 * s },
      practice: { tokens: 30, perMs: 300 * s },
      quiz: { tokens: 120, perMs: 60 * s },
      socket: { tokens: 30, perMs: 10 * s },
    });
    const set = loadConfig({
      WRITE_LIMIT_CHAT: '20/30s',
      WRITE_LIMIT_COMMENT: ' 3 / 1m ',
      WRITE_LIMIT_NOTE: '',
      WRITE_LIMIT_ANNOUNCEMENT: '100/1h',
      WRITE_LIMIT_BROADCAST: '1/24h',
      WRITE_LIMIT_UPLOAD: '1000000/1s',
      WRITE_LIMIT_PROFILE: '2/1h',
      WRITE_LIMIT_PRACTICE: '5/1m',
      WRITE_LIMIT_QUIZ: '600/10m',
      WRITE_LIMIT_SOCKET: '60/10s',
    }).writeLimits;
    expect(set).toEqual({
      chat: { tokens: 20, perMs: 30 * s },
      comment: { tokens: 3, perMs: 60 * s },
      note: { tokens: 20, perMs: 60 * s },
      announcement: { tokens: 100, perMs: 3600 * s },
      broadcast: { tokens: 1, perMs: 24 * 3600 * s },
      upload: { tokens: 1_000_000, perMs: s },
      profile: { tokens: 2, perMs: 3600 * s },
      practice: { tokens: 5, perMs: 60 * s },
      quiz: { tokens: 600, perMs: 600 * s },
      socket: { tokens: 60, perMs: 10 * s },
    });
  });

  test.each([
    ['WRITE_LIMIT_CHAT', '10'],
    ['WRITE_LIMIT_CHAT', '0/10s'],
    ['WRITE_LIMIT_COMMENT', '5/0s'],
    ['WRITE_LIMIT_NOTE', '5 per minute'],
    ['WRITE_LIMIT_ANNOUNCEMENT', '10/10d'],
    ['WRITE_LIMIT_BROADCAST', '1/25h'],
    ['WRITE_LIMIT_UPLOAD', '-1/10s'],
    ['WRITE_LIMIT_SOCKET', '2.5/10s'],
  ])('%s=%s is refused at start, naming the variable and the form', (name, value) => {
    const message = failure({ [name]: value }).message;
    expect(message).toContain(name);
    expect(message).toContain('e.g. 10/10s');
  });

  test('every problem is listed at once', () => {
    const message = failure({ PORT: 'x', DATABASE_URL: 'nope', ADMIN_PASSWORD: '1' }).message;
    for (const name of ['PORT', 'DATABASE_URL', 'ADMIN_PASSWORD']) expect(message).toContain(name);
  });

  test('storage: the local disk unless STORAGE=s3', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(loadConfig({ STORAGE: '', S3_BUCKET: 'ignored' }).storage).toEqual({ kind: 'local' });
  });

  const S3 = { STORAGE: 's3', S3_BUCKET: 'netclass-files' };

  test('STORAGE=s3 reads every S3 setting', () => {
    const config = loadConfig({
      ...S3,
      S3_ENDPOINT: 'http://minio:9000',
      S3_PUBLIC_ENDPOINT: 'https://files.example.edu.vn',
      S3_REGION: 'ap-southeast-1',
      S3_ACCESS_KEY_ID: 'netclass',
      S3_SECRET_ACCESS_KEY: 'a-long-secret',
      S3_FORCE_PATH_STYLE: 'TRUE',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      s3: {
        endpoint: 'http://minio:9000',
        publicEndpoint: 'https://files.example.edu.vn',
        region: 'ap-southeast-1',
        bucket: 'netclass-files',
        credentials: { accessKeyId: 'netclass', secretAccessKey: 'a-long-secret' },
        forcePathStyle: true,
      },
    });
  });

  test("STORAGE=s3 defaults: AWS in us-east-1, the SDK's own credentials, virtual-hosted buckets", () => {
    expect(loadConfig(S3).storage).toEqual({
      kind: 's3',
      s3: {
        endpoint: undefined,
        publicEndpoint: undefined,
        region: 'us-east-1',
        bucket: 'netclass-files',
        credentials: undefined,
        forcePathStyle: false,
      },
    });
  });

  test('STORAGE=s3 without S3_BUCKET is refused, saying it is required', () => {
    expect(failure({ STORAGE: 's3' }).message).toContain('S3_BUCKET: is required when STORAGE=s3');
  });

  test.each([
    [{ S3_ACCESS_KEY_ID: 'netclass' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_SECRET_ACCESS_KEY: 'a-long-secret' }, 'S3_ACCESS_KEY_ID'],
  ])('one S3 key without the other is refused, naming the missing one and never the secret (%j)', (keys, missing) => {
    const message = failure({ ...S3, ...keys }).message;
    expect(message).toContain(`${missing}: is required with the other S3 key`);
    expect(message).not.toContain('a-long-secret');
  });

  test.each([
    ['STORAGE', 'ftp', 'must be local or s3'],
    ['S3_ENDPOINT', 'minio:9000', 'must be an http:// or https:// URL'],
    ['S3_PUBLIC_ENDPOINT', 'ftp://files.example.edu.vn', 'must be an http:// or https:// URL'],
    ['S3_BUCKET', 'Netclass_Files', 'must be a bucket name'],
    ['S3_BUCKET', 'ab', 'must be a bucket name'],
    ['S3_FORCE_PATH_STYLE', 'yes', 'must be true or false'],
  ])('%s=%s is refused: %s', (name, value, reason) => {
    expect(failure({ ...S3, [name]: value }).message).toContain(`${name}: ${reason}`);
  });
});

describe('worker threads', () => {
  test('at most one fewer than the cores, at least 1; WORKER_THREADS lowers it', () => {
    expect(workerThreads(undefined, 8)).toBe(7);
    expect(workerThreads(undefined, 1)).toBe(1);
    expect(workerThreads(3, 8)).toBe(3);
    expect(workerThreads(64, 2)).toBe(1);
  });
});
