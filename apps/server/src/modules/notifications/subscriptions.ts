import type { FastifyInstance } from 'fastify';

/**
 * Notifications that follow from other features' domain events (after their commit): a
 * new material tells every student. Failures are logged; the material itself stands. The
 * app waits for work still running when it closes, before its database goes.
 */
export function subscribeNotifications(app: FastifyInstance): void {
  const running = new Set<Promise<void>>();
  app.services.events.on('materialCreated', ({ material }) => {
    const work = app.services.notifications
      .notifyNewMaterial(material)
      .catch((err: unknown) => app.log.error({ err, materialId: material.id }, 'new-material notifications failed'))
      .finally(() => running.delete(work));
    running.add(work);
  });
  app.addHook('onClose', async () => {
    await Promise.all(running);
  });
}
