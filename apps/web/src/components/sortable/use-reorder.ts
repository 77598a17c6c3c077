import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { SortableTexts } from './sortable-rows';
import { errorMessage } from '../../lib/error-message';

interface Ordered {
  id: number;
  order_num: number;
}

/**
 * Saves a list's new order (every id, in order; docs/decisions/020). The cached list under
 * `queryKey` (its items in `field`) shows the new order at once, numbered 1, 2, 3… as the server
 * numbers them; a refusal puts the old one back and says why under `failedText`, and the list
 * (and `alsoRefresh`) is fetched again either way.
 */
export function useReorder<F extends string>(options: {
  queryKey: QueryKey;
  field: F;
  save: (ids: number[]) => Promise<unknown>;
  failedText: `${SortableTexts}.failed`;
  alsoRefresh?: QueryKey[];
}) {
  const { queryKey, field, save, failedText, alsoRefresh = [] } = options;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  type List = Record<F, Ordered[]>;
  const mutation = useMutation({
    mutationFn: save,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<List>(queryKey);
      if (before) {
        const byId = new Map(before[field].map((item) => [item.id, item]));
        const reordered = ids.flatMap((id, index) => {
          const item = byId.get(id);
          return item ? [{ ...item, order_num: index + 1 }] : [];
        });
        queryClient.setQueryData<List>(queryKey, { ...before, [field]: reordered });
      }
      return { before };
    },
    onError: (failure, _ids, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
      notifications.show({ color: 'red', title: t(failedText), message: errorMessage(failure, t, t(failedText)) });
    },
    onSettled: () =>
      Promise.all([queryKey, ...alsoRefresh].map((key) => queryClient.invalidateQueries({ queryKey: key }))),
  });
  return (ids: number[]) => mutation.mutate(ids);
}
