/// <reference lib="webworker" />
/**
 * The capture viewer's worker: reading, dissecting and filtering happen here, off the page's
 * thread. The work itself is in capture-worker-logic.ts; this file only carries the messages.
 */
import type { WorkerAnswer, WorkerRequest } from './capture-protocol';
import { CaptureWorkerLogic } from './capture-worker-logic';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const logic = new CaptureWorkerLogic();

const send = (answer: WorkerAnswer): void => {
  if (answer.type === 'detail' && answer.detail) scope.postMessage(answer, [answer.detail.bytes.buffer]);
  else if (answer.type === 'filter' && answer.answer.ok) scope.postMessage(answer, [answer.answer.matches.buffer]);
  else scope.postMessage(answer);
};

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  logic.answer(event.data, send).catch(() => send({ id: event.data.id, type: 'failed', message: 'worker' }));
};
