import { Button, Fieldset, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useWatch, type DefaultValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { menuItemSchema, type MenuItem, type MenuItemRequest } from '@chamber/contracts';
import type { z } from 'zod';
import { useCreateMenuItem, useMenuItems, useUpdateMenuItem } from '../../api/menu-items.ts';
import { usePages } from '../../api/pages.ts';
import { CheckboxField, SelectField, TextField } from '../../components/fields.tsx';
import { LinkPicker } from '../../components/LinkPicker.tsx';
import { PublishingButtons, usePublishingSave } from '../../components/Publishing.tsx';
import {
  EditorQuestions,
  formSave,
  isCreated,
  useResourceForm,
} from '../../components/ResourceEditor.tsx';
import { AssignedMenuItems } from './AssignedMenuItems.tsx';
import { editMenuItemPath, MENU_ITEMS_PATH } from './paths.ts';

type MenuItemValues = z.output<typeof menuItemSchema>;

/** Defaults of a new item: not opening in a new tab. Selects hold ids as text. */
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
  const navigate = useNavigate();
  const create = useCreateMenuItem();
  const update = useUpdateMenuItem();
  const pages = usePages();
  const menuItems = useMenuItems();
  // Saved as a draft; Publish shows it in the site's menu. Where it sits changes at once.
  const publishing = usePublishingSave('menuItem', item, 'menu item');
  const formId = publishing.formId;
  const editor = useResourceForm({
    schema: menuItemSchema,
    defaultValues: toFormValues(item),
    version: item?.version,
    save: publishing.wrap((values: MenuItemValues, version) =>
      formSave(item, create, update)(values, version),
    ),
    // A new item goes straight to its edit screen, where children can be assigned.
    onSaved: (answer) => {
      if (isCreated(answer)) navigate(editMenuItemPath(answer.id));
    },
    failure: 'warning',
  });
  const { control } = editor;
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

  return (
    <Stack gap="lg">
      <form id={formId} onSubmit={editor.submit} noValidate>
        <EditorQuestions editor={editor} guard />
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
                <LinkPicker
                  control={control}
                  name="customLink"
                  label="Custom Link"
                  placeholder="/events or https://example.com"
                />
              ) : null}
            </SimpleGrid>
            <Group mt="md">
              <CheckboxField control={control} name="openInNewTab" label="Open In A New Tab?" />
            </Group>
          </Fieldset>
        </Paper>
      </form>

      {/* Only a saved item without a parent has assigned items: menus are two levels deep. */}
      {item && item.parentMenuItemId === null ? <AssignedMenuItems parent={item} /> : null}

      {/* Cancel drops unsaved changes: back to the stored values, or out of a new item. */}
      <PublishingButtons
        publishing={publishing}
        submitting={editor.submitting}
        onCancel={() => (item ? editor.reset(toFormValues(item)) : navigate(MENU_ITEMS_PATH))}
      >
        {item ? (
          <Button variant="subtle" onClick={() => navigate(MENU_ITEMS_PATH)}>
            Return to Listing
          </Button>
        ) : null}
      </PublishingButtons>
    </Stack>
  );
}
