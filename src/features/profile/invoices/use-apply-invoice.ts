import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/queries/keys';
import { applyInvoice } from '@/api/services/profile';
import type { InvoiceApplyRequest } from '@/api/types';

type Applied = Awaited<ReturnType<typeof applyInvoice>>;

/**
 * invoice/apply. Silent: the dialog shows the server's reason next to the form instead of a toast.
 * The order list (invoiced flags) and the history are refreshed before the caller's onSuccess.
 */
export function useApplyInvoice({
  onSuccess,
}: { onSuccess?: (data: Applied, request: InvoiceApplyRequest) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    onSuccess: async (data, request) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...queryKeys.user.all, 'orders'] }),
        queryClient.invalidateQueries({ queryKey: [...queryKeys.user.all, 'invoices'] }),
      ]);
      onSuccess?.(data, request);
    },
    mutationFn: (request: InvoiceApplyRequest) => applyInvoice(request, { silent: true }),
  });
}
