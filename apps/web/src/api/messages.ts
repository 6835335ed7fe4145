/** Messages (the Contact calls): the public contact form's send call and the Messages screen. */
import { call } from './client.ts';
import { dashboardKey } from './dashboard.ts';
import { resource } from './resource.ts';

// The dashboard and the navigation's badge count the unread ones.
const messages = resource('messages', { alsoInvalidate: [dashboardKey] });

/** Newest first. */
export const useMessages = messages.list(() => call('Contact.GetAllMessages'));

export const useMarkMessageRead = messages.mutation((query: { id: number; isRead: boolean }) =>
  call('Contact.MarkMessageRead', { query }),
);

export const useDeleteMessage = messages.mutation((id: number) =>
  call('Contact.DeleteMessage', { query: { id } }),
);
