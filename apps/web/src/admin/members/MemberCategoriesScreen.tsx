/**
 * /cms/management/member-categories: the categories members are listed under (decision 143). Add
 * and rename in a dialog; a category members are in is not deleted (the server says which).
 */
import { directoryLink, memberCategorySchema, type MemberCategory } from '@chamber/contracts';
import { errorMessage } from '../../api/client.ts';
import {
  useCreateMemberCategory,
  useDeleteMemberCategory,
  useMemberCategories,
  useUpdateMemberCategory,
} from '../../api/members.ts';
import { toast } from '../../components/toast.ts';
import { CategoriesScreen } from '../categories/CategoriesScreen.tsx';

export function MemberCategoriesScreen() {
  const remove = useDeleteMemberCategory();

  async function removeCategory(category: MemberCategory) {
    try {
      toast.success((await remove.mutateAsync(category.id)).message);
    } catch (error) {
      toast.warning(errorMessage(error));
    }
  }

  return (
    <CategoriesScreen
      label="Member Categories"
      query={useMemberCategories()}
      addressOf={(category) => directoryLink('', { category: category.slug })}
      items={{
        header: 'Members',
        one: 'member',
        many: 'members',
        countOf: (category) => category.memberCount,
      }}
      form={{
        schema: memberCategorySchema,
        create: useCreateMemberCategory(),
        update: useUpdateMemberCategory(),
        nameHint: 'Visitors filter the member directory by it',
      }}
      onDelete={removeCategory}
      deleteBlocked={(category) =>
        category.memberCount > 0 ? 'Move its members to another category first' : undefined
      }
    />
  );
}
