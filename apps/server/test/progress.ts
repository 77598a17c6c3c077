import type { DomainEventMap, DomainEventName } from '../src/infra/domain-events.js';
import type { TestApp } from './app.js';
import { SAMPLE_BYTES } from './files.js';

/** The next domain event `name` whose payload matches (e.g. the recompute after a material change). */
export function nextDomainEvent<E extends DomainEventName>(
  h: TestApp,
  name: E,
  matches: (payload: DomainEventMap[E]) => boolean = () => true,
  ms = 3000,
): Promise<DomainEventMap[E]> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      reject(new Error(`no matching '${name}' domain event within ${ms} ms`));
    }, ms);
    h.app.services.events.on(name, (payload) => {
      if (settled || !matches(payload)) return;
      settled = true;
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/**
 * Adds a ready material the way a teacher does (create, publish, then PUT the file), and
 * waits for the lesson's progress to be recomputed after it.
 */
export async function uploadMaterial(h: TestApp, teacherToken: string, lessonId: number): Promise<number> {
  const created = await h.app.inject({
    method: 'POST',
    url: '/api/materials',
    headers: h.authHeader(teacherToken),
    payload: { title: 'Tài liệu mới', lesson_id: lessonId, file_name: 'moi.pdf', file_size: SAMPLE_BYTES.pdf.length },
  });
  if (created.statusCode !== 201) throw new Error(`material create: ${created.statusCode} ${created.body}`);
  await publish(h, teacherToken, 'materials', created.json().material.id);
  const recomputed = nextDomainEvent(h, 'lessonProgressRecomputed', (event) => event.lessonId === lessonId);
  const uploaded = await h.app.inject({
    method: 'PUT',
    url: created.json().uploadUrl,
    payload: SAMPLE_BYTES.pdf,
    headers: { 'content-type': 'application/pdf' },
  });
  if (uploaded.statusCode !== 200) throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body}`);
  await recomputed;
  return created.json().material.id;
}

/** Deletes a material as its teacher and waits for the lesson's recompute. */
export async function deleteMaterial(
  h: TestApp,
  teacherToken: string,
  materialId: number,
  lessonId: number,
): Promise<void> {
  const recomputed = nextDomainEvent(h, 'lessonProgressRecomputed', (event) => event.lessonId === lessonId);
  const response = await h.app.inject({
    method: 'DELETE',
    url: `/api/materials/${materialId}`,
    headers: h.authHeader(teacherToken),
  });
  if (response.statusCode !== 200) throw new Error(`material delete: ${response.statusCode} ${response.body}`);
  await recomputed;
}

/** Publishes a course, lesson or material now, as its teacher does. */
export async function publish(
  h: TestApp,
  token: string,
  kind: 'courses' | 'lessons' | 'materials',
  id: number,
): Promise<void> {
  const response = await h.app.inject({
    method: 'PUT',
    url: `/api/${kind}/${id}/publication`,
    headers: h.authHeader(token),
    payload: { state: 'published' },
  });
  if (response.statusCode !== 200) throw new Error(`publish ${kind} ${id}: ${response.statusCode} ${response.body}`);
}
