/**
 * The member directory as visitors see it (decision 143): one page of the list, and one member.
 * Each starts from the copy inlined into the server-drawn page; loads are silent (the screens
 * show an empty state or "not found").
 */
import { call } from './client.ts';
import { useVisitorQuery } from './inlined.ts';
import { memberKeys } from './members.ts';
import { resourceKeys } from './resource.ts';

// Under the members keys, so staff changes to members also refresh what visitors see.
const publicMemberKeys = resourceKeys([...memberKeys.all, 'public']);

/** `search`: the list's canonical query (directorySearch). */
export const useDirectory = (search: string) =>
  useVisitorQuery('directory', search, {
    queryKey: [...publicMemberKeys.all, 'list', search],
    queryFn: () =>
      call('Member.GetPublicMembers', {
        query: Object.fromEntries(new URLSearchParams(search)),
        asVisitor: true,
      }),
  });

export const usePublicMember = (slug: string) =>
  useVisitorQuery('member', slug, {
    queryKey: [...publicMemberKeys.all, 'detail', slug],
    queryFn: () => call('Member.GetPublicMember', { query: { slug }, asVisitor: true }),
    enabled: slug !== '',
  });
