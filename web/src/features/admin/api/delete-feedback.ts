// DELETE /api/admin/feedback/{id}: the operator removes one entry. The list and the totals are read
// again afterwards (every feedback query's key starts with its URL), so the counts follow at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedbackDeletedSchema } from '#contracts/feedback.ts';
import { adminRequest } from './admin-request.ts';

const feedbackUrlPrefix = '/api/admin/feedback';

export function useDeleteFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminRequest('DELETE', `${feedbackUrlPrefix}/${id}`, feedbackDeletedSchema),
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(feedbackUrlPrefix),
      }),
  });
}
