import { useEffect, useReducer, useState } from 'react';
import type { QuizAttemptView } from '@netclass/shared/quiz-attempts';
import { saveQuizAnswer } from './api/quiz-attempts';
import { AutosaveQueue, type AutosaveHandlers } from './autosave-queue';

/**
 * The attempt's autosave (autosave-queue.ts) for a page: re-renders when an answer or its save
 * state changes, sends what is waiting when the browser is back online, stops on leaving.
 */
export function useAutosave(view: QuizAttemptView, handlers: Omit<AutosaveHandlers, 'onChange'>) {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const [queue] = useState(
    () => new AutosaveQueue(saveQuizAnswer, view.attempt.id, view.questions, { ...handlers, onChange: rerender }),
  );
  useEffect(() => queue.setHandlers({ ...handlers, onChange: rerender }), [queue, handlers]);
  useEffect(() => {
    const online = () => void queue.flush();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      queue.stop();
    };
  }, [queue]);
  return queue;
}
