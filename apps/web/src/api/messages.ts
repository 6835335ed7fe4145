/** Messages (the Contact calls): the public contact form's send call and the Messages screen. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactMessageRequest, MessageResponse } from '@chamber/contracts';
import { call } from './client.ts';

const messageKeys = {
  all: ['messages'] as const,
  list: () => [...messageKeys.all, 'list'] as const,
};

/** Newest first. */
export function useMessages() {
  return useQuery({
    queryKey: messageKeys.list(),
    queryFn: () => call('Contact.GetAllMessages'),
  });
}

function useMessageMutation<Input>(send: (input: Input) => Promise<MessageResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

export const useMarkMessageRead = () =>
  useMessageMutation(({ id, isRead }: { id: number; isRead: boolean }) =>
    call('Contact.MarkMessageRead', { query: { id, isRead } }),
  );

export const useDeleteMessage = () =>
  useMessageMutation((id: number) => call('Contact.DeleteMessage', { query: { id } }));

/** A visitor's message: nothing of the staff list to refresh. */
export const useSendMessage = () =>
  useMutation({
    mutationFn: (message: ContactMessageRequest) => call('Contact.SendEmail', { body: message }),
  });
