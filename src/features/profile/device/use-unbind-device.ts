import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/queries/keys';
import { unbindDevice } from '@/api/services/profile';

/** device/unbind; the device list and im/info (the latest machine) are refreshed afterwards. */
export function useUnbindDevice({ onSuccess }: { onSuccess?: (id: number) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    onSuccess: async (_data, id) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.user.devices() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.user.imInfo() }),
      ]);
      onSuccess?.(id);
    },
    mutationFn: (id: number) => unbindDevice(id),
  });
}
