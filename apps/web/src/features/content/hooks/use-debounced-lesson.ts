import { useDebouncedValue } from '@mantine/hooks';
import { TIMINGS } from '@netclass/shared';
import { useQuery } from '@tanstack/react-query';
import { lessonQueryOptions } from '../api/content';

/**
 * The lesson of the address, fetched with the 500 ms debounce of docs/product/messages.md#constants: the first lesson
 * opened loads at once, then moving quickly from lesson to lesson (next, next, next) loads
 * only the one the person stops on. `lessonId` is what the page should show meanwhile.
 */
export function useDebouncedLesson(lessonId: number | null) {
  const [settledId] = useDebouncedValue(lessonId, TIMINGS.debounceMs, { leading: true });
  const query = useQuery({ ...lessonQueryOptions(settledId ?? 0), enabled: settledId !== null });
  return { ...query, lessonId: settledId, settling: settledId !== lessonId };
}
