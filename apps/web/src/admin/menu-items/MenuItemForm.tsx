import { useId } from 'react';
import { Button, Fieldset, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { menuItemSchema, type MenuItem, type MenuItemRequest } from '@chamber/contracts';
import {
  useCreateMenuItem,
  useMenuItems,
  useUpdateMenuItem,
  type MenuItemValues,
} from '../../api/menu-items.ts';
import { usePages } from '../../api/pages.ts';
import {
  CheckboxField,
  reportSaveError,
  SelectField,
  TextField,
} from '../../components/fields.tsx';
import { toast } from '../../components/toast.ts';
import { AssignedMenuItems } from './AssignedMenuItems.tsx';
import { editMenuItemPath, MENU_ITEMS_PATH } from './paths.ts';

/** Defaults of a new item: active, not opening in a new tab. Selects hold ids as text. */
function toFormValues(item: MenuItem | null): DefaultValues<MenuItemRequest> {
  return {
    name: item?.name ?? '',
    pageId: item?.pageId ? String(item.pageId) : null,
    parentMenuItemId: item?.parentMenuItemId ? String(item.parentMenuItemId) : null,
    customLink: item?.customLink ?? '',
    openInNewTab: item?.openInNewTab ?? false,
    isActive: item?.isActive ?? true,
  };
}

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * The menu item form: create mode while `item` is null. A saved top-level item also manages its
 * assigned items here.
 */
export function MenuItemForm({ item }: { item: MenuItem | null }) {
  const formId = useId();
  const navigate = useNavigate();
  const create = useCreateMenuItem();
  const update = useUpdateMenuItem();
  const pages = usePages();
  const menuItems = useMenuItems();
  const { control, handleSubmit, setError, reset, formState } = useForm<
    MenuItemRequest,
    unknown,
    MenuItemValues
  >({
    resolver: zodResolver(menuItemSchema),
    defaultValues: toFormValues(item),
  });
  // A page and a custom link exclude each other: an item leads to one place.
  const [pageId, customLink] = useWatch({ control, name: ['pageId', 'customLink'] });
  const hasChildren = (item?.assignedMenuItems.length ?? 0) > 0;

  const pageOptions = (pages.data ?? []).map((page) => ({
    value: String(page.id),
    label: page.name,
  }));
  // One level only: a parent is a top-level item, and never the item itself.
  const parentOptions = (menuItems.data ?? [])
    .filter((other) => other.parentMenuItemId === null && other.id !== item?.id)
    .map((other) => ({ value: String(other.id), label: other.name }));

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (item) {
        toast.success((await update.mutateAsync({ ...values, id: item.id })).message);
      } else {
        const answer = await create.mutateAsync(values);
        toast.success(answer.message);
        // Straight to its edit screen, where children can be assigned.
        navigate(editMenuItemPath(answer.id));
      }
    } catch (error) {
      reportSaveError(error, setError, 'warning'); // save failures are warnings, not errors
    }
  });

  return (
    <Stack gap="lg">
      <form id={formId} onSubmit={onSubmit} noValidate>
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <Fieldset legend="Basic Information">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField
                control={control}
                name="name"
                label="Menu Item Name"
                withAsterisk
                autoComplete="off"
              />
              <SelectField
                control={control}
                name="pageId"
                label="Assigned Page"
                placeholder="Choose a page"
                data={pageOptions}
                clearable
                searchable
                disabled={!isBlank(customLink)}
                description={
                  isBlank(customLink) ? undefined : 'Clear the custom link to choose a page'
                }
              />
              <SelectField
                control={control}
                name="parentMenuItemId"
                label="Parent Menu Item"
                placeholder="None (top level)"
                data={parentOptions}
                clearable
                searchable
                disabled={hasChildren}
                description={
                  hasChildren ? 'An item with assigned menu items cannot have a parent' : undefined
                }
              />
              {isBlank(pageId) ? (
                <TextField
                  control={control}
                  name="customLink"
                  label="Custom Link"
                  placeholder="/events or https://example.com"
                  autoComplete="off"
                />
              ) : null}
            </SimpleGrid>
            <Group mt="md">
              <CheckboxField control={control} name="openInNewTab" label="Open In A New Tab?" />
              <CheckboxField control={control} name="isActive" label="Is Menu Item Active?" />
            </Group>
          </Fieldset>
        </Paper>
      </form>

      {/* Only a saved item without a parent has assigned items: menus are two levels deep. */}
      {item && item.parentMenuItemId === null ? <AssignedMenuItems parent={item} /> : null}

      <Group justify="flex-end">
        {item ? (
          <Button variant="subtle" onClick={() => navigate(MENU_ITEMS_PATH)}>
            Return to Listing
          </Button>
        ) : null}
        {/* Cancel drops unsaved changes: back to the stored values, or out of a new item. */}
        <Button
          variant="default"
          onClick={() => (item ? reset(toFormValues(item)) : navigate(MENU_ITEMS_PATH))}
        >
          Cancel
        </Button>
        <Button type="submit" form={formId} loading={formState.isSubmitting}>
          {item ? 'Save Changes' : 'Create Menu Item'}
        </Button>
      </Group>
    </Stack>
  );
}
