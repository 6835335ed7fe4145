/**
 * /cms/management/blog-categories: the categories blogs are filed under (decision 128). Add and
 * rename in a dialog; a category with blogs in it is deleted only after choosing where its blogs
 * go, said in the delete dialog itself.
 */
import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { blogCategorySchema, blogListLink, type BlogCategory } from '@chamber/contracts';
import {
  useBlogCategories,
  useCreateBlogCategory,
  useDeleteBlogCategory,
  useUpdateBlogCategory,
} from '../../api/blog-categories.ts';
import { errorMessage } from '../../api/client.ts';
import { toast } from '../../components/toast.ts';
import { CategoriesScreen } from '../categories/CategoriesScreen.tsx';

export function BlogCategoriesScreen() {
  const categories = useBlogCategories();
  const [deleting, setDeleting] = useState<BlogCategory | null>(null);
  return (
    <CategoriesScreen
      label="Blog Categories"
      query={categories}
      addressOf={(category) => blogListLink('', { category: category.slug })}
      items={{
        header: 'Blogs',
        one: 'blog',
        many: 'blogs',
        countOf: (category) => category.blogCount,
      }}
      form={{
        schema: blogCategorySchema,
        create: useCreateBlogCategory(),
        update: useUpdateBlogCategory(),
        nameHint: 'Visitors see it on posts and can list the posts of each category',
      }}
      onDelete={setDeleting}
    >
      <DeleteCategoryDialog
        category={deleting}
        others={(categories.data ?? []).filter((each) => each.id !== deleting?.id)}
        onClose={() => setDeleting(null)}
      />
    </CategoriesScreen>
  );
}

/**
 * Deleting a category: at once when no blog is in it; otherwise the dialog says which blogs are
 * and offers to move them to another category first. A refusal from the server is shown here.
 */
function DeleteCategoryDialog({
  category,
  others,
  onClose,
}: {
  category: BlogCategory | null;
  others: BlogCategory[];
  onClose: () => void;
}) {
  const remove = useDeleteBlogCategory();
  const [moveTo, setMoveTo] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setMoveTo(null);
    setRefusal(null);
    remove.reset();
    onClose();
  };
  const inUse = (category?.blogCount ?? 0) > 0;
  const count = category?.blogCount ?? 0;

  async function run() {
    if (!category) return;
    try {
      const answer = await remove.mutateAsync({
        id: category.id,
        moveTo: moveTo ? Number(moveTo) : undefined,
      });
      toast.success(answer.message);
      close();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  }

  return (
    <Modal opened={category !== null} onClose={close} title="Delete Category">
      {category ? (
        <Stack>
          {inUse ? (
            <>
              <Alert color="yellow" title="This category is in use">
                {count} {count === 1 ? 'blog is' : 'blogs are'} in “{category.name}”. Choose a
                category to move {count === 1 ? 'it' : 'them'} to, then delete.
              </Alert>
              <Select
                label="Move its blogs to"
                placeholder="Choose a category"
                data={others.map((other) => ({ value: String(other.id), label: other.name }))}
                value={moveTo}
                onChange={setMoveTo}
                nothingFoundMessage="No other category: add one first"
              />
            </>
          ) : (
            <Text>Are you sure you want to delete the category “{category.name}”?</Text>
          )}
          {refusal ? (
            <Alert color="red" title="Not deleted" role="alert">
              {refusal}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color="red"
              onClick={run}
              loading={remove.isPending}
              disabled={inUse && moveTo === null}
            >
              {inUse ? 'Move blogs and delete' : 'Delete'}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
