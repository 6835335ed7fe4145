/**
 * Members (/Member/*) and member categories (/MemberCategory/*) of the directory (decision 143).
 * A change of a category reloads the members, which show its name.
 */
import { call } from './client.ts';
import { homeKeys } from './home.ts';
import { resource, sendForm } from './resource.ts';

const members = resource('members', { alsoInvalidate: [homeKeys.all] });
const categories = resource('memberCategories', { alsoInvalidate: [['members']] });

export const memberKeys = members.keys;

export const useMembers = members.list(() => call('Member.GetAllMembers'));

export const useMember = members.one((memberId) =>
  call('Member.GetMemberById', { query: { memberId } }),
);

/** The logo is the form's image (optional). */
export const useCreateMember = members.mutation(sendForm('Member.CreateMember'));

export const useUpdateMember = members.mutation(sendForm('Member.UpdateMember'));

export const useDeleteMember = members.mutation((memberId: number) =>
  call('Member.DeleteMember', { query: { memberId } }),
);

/** A spreadsheet: previewed (`dryRun`) or imported. */
export const useImportMembers = members.mutation(
  ({ file, dryRun, update }: { file: File; dryRun: boolean; update: boolean }) =>
    call('Member.ImportCsv', { form: { file, dryRun, update } }),
);

export const useMemberCategories = categories.list(() =>
  call('MemberCategory.GetAllMemberCategories'),
);

export const useCreateMemberCategory = categories.mutation((body: { name: string }) =>
  call('MemberCategory.CreateMemberCategory', { body }),
);

export const useUpdateMemberCategory = categories.mutation(
  (body: { id: number; name: string; version?: number }) =>
    call('MemberCategory.UpdateMemberCategory', { body }),
);

export const useDeleteMemberCategory = categories.mutation((memberCategoryId: number) =>
  call('MemberCategory.DeleteMemberCategory', { query: { memberCategoryId } }),
);
