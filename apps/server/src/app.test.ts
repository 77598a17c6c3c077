import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';

let h: TestApp;
beforeAll(async () => {
  h = await buildTestApp();
});
afterAll(async () => {
  await h?.close();
});

describe('the app', () => {
  test('GET /api/health answers ok without a session, after checking the database', async () => {
    const response = await h.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  test('serves the OpenAPI description of the API', async () => {
    const response = await h.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths as object);
    expect(paths).toEqual(expect.arrayContaining(['/api/auth/login', '/api/admin/all', '/api/user/profile', '/api/categories', '/api/courses/category/{categoryId}', '/api/lessons/details/{lessonId}', '/api/materials', '/api/uploads/{token}', '/api/files/{token}/{name}', '/api/search', '/api/announcements', '/api/announcements/{id}', '/api/userannouncements', '/api/userannouncements/all', '/api/userannouncements/{id}/read', '/api/comments', '/api/comments/lesson/{lessonId}', '/api/messages', '/api/reminders', '/api/reminders/{studentId}/{month}/{year}', '/api/reminders/{studentId}/calendar.ics']));
  });

  test('sends security headers on API answers', async () => {
    const response = await h.app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
