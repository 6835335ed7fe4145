/** Contact messages: the public form's send call and the back office's Messages screen. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage, MessageResponse } from '@chamber/contracts';
import { api } from './client.ts';

const contactKeys = {
  all: ['contactMessages'] as const,
  list: () => [...contactKeys.all, 'list'] as const,
};

/** Newest first. */
export function useContactMessages() {
  return useQuery({
    queryKey: contactKeys.list(),
    queryFn: () => api.get<ContactMessage[]>('/Contact/GetAllMessages'),
  });
}

function useMessageMutation<Input>(call: (input: Input) => Promise<MessageResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

export const useMarkMessageRead = () =>
  useMessageMutation(({ id, isRead }: { id: number; isRead: boolean }) =>
    api.put<MessageResponse>('/Contact/MarkMessageRead', undefined, { id, isRead }),
  );

export const useDeleteMessage = () =>
  useMessageMutation((id: number) => api.delete<MessageResponse>('/Contact/DeleteMessage', { id }));
