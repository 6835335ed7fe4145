/** Navigation menu items: schemas, limits and validation messages. */
import { z } from 'zod';
import { draftField, publishingAnswerFields } from './publishing.ts';
import {
  bool,
  id,
  isActiveQuery,
  optionalId,
  optionalLink,
  requiredText,
  sortCall,
  sortPayload,
  standardCalls,
  version,
} from './common.ts';
import { defineEndpoints, messageAnswer, resourceEndpoints } from './endpoints/define.ts';
import { menuItemRoutes } from './routes/menu-items.ts';

export const MENU_ITEM_LIMITS = { name: 100, customLink: 250 } as const;

export const PAGE_OR_LINK_MESSAGE = 'Choose either a page or a custom link, not both';

/** Menu item form, `POST /MenuItem/CreateMenuItem`; a page and a custom link exclude each other. */
export const menuItemSchema = z
  .object({
    name: requiredText('Menu Item Name', MENU_ITEM_LIMITS.name),
    pageId: optionalId,
    parentMenuItemId: optionalId,
    customLink: optionalLink('Custom Link', MENU_ITEM_LIMITS.customLink),
    openInNewTab: bool(false),
    isActive: bool(true),
    ...draftField,
  })
  .refine((v) => v.pageId === null || v.customLink === null, {
    message: PAGE_OR_LINK_MESSAGE,
    path: ['customLink'],
  });
export type MenuItemRequest = z.input<typeof menuItemSchema>;

/** `PUT /MenuItem/UpdateMenuItems`. */
export const updateMenuItemSchema = menuItemSchema.safeExtend({ id, version });

/** `PUT /MenuItem/AssignParentMenuItem`; a multipart body with one child sends a single value. */
export const assignParentMenuItemSchema = z.object({
  parentId: id,
  childMenuItemIds: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z.array(id).min(1, 'Please select at least one menu item'),
  ),
});
export type AssignParentMenuItemRequest = z.input<typeof assignParentMenuItemSchema>;

/** A child listed under its parent (the Assigned Menu Items table). */
const assignedMenuItem = z.object({
  id: z.number(),
  name: z.string(),
  pageName: z.string().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number(),
});
export type AssignedMenuItem = z.infer<typeof assignedMenuItem>;

/** A menu item as the API returns it. */
const menuItem = z.object({
  id: z.number(),
  name: z.string(),
  pageId: z.number().nullable(),
  pageName: z.string().nullable(),
  parentMenuItemId: z.number().nullable(),
  parentMenuItem: z.object({ id: z.number(), name: z.string() }).nullable(),
  customLink: z.string().nullable(),
  openInNewTab: z.boolean(),
  isActive: z.boolean(),
  sortOrder: z.number(),
  version: z.number(),
  ...publishingAnswerFields,
  assignedMenuItems: z.array(assignedMenuItem),
});
export type MenuItem = z.infer<typeof menuItem>;

const menuItemIdQuery = z.object({ menuItemId: id });

/** The spec names the update in the plural: MenuItem.UpdateMenuItems. */
export const menuItemCalls = {
  ...standardCalls('MenuItem'),
  update: 'MenuItem.UpdateMenuItems',
  sort: sortCall('MenuItem'),
} as const;

/** Any signed-in user may read and change the menu, not administrators only. */
export const menuItemEndpoints = defineEndpoints('Menu items', menuItemRoutes, {
  ...resourceEndpoints(
    menuItemCalls,
    {
      noun: 'menu item',
      access: 'menus',
      answer: menuItem,
      listQuery: isActiveQuery,
      idQuery: menuItemIdQuery,
      removeQuery: z.object({ id }),
      create: menuItemSchema,
      update: updateMenuItemSchema,
      files: [],
    },
    {
      list: { summary: 'All menu items in menu order (isActive true/false; empty = all)' },
      get: { summary: 'One menu item with its assigned items' },
      create: { summary: 'Add a menu item (last in its list)' },
      remove: { summary: 'Delete a menu item (refused while it has assigned items)' },
      sort: { summary: 'Order the top-level items' },
    },
  ),
  'MenuItem.GetMenuItemsWithNoParentOrChild': {
    summary: 'Items that can be assigned to a parent (optional parentId: left out of the list)',
    access: 'menus',
    query: z.object({ parentId: optionalId }),
    answer: z.array(menuItem),
  },
  'MenuItem.RemoveParentMenuItem': {
    summary: 'Make an assigned item top-level again (last in the menu)',
    access: 'menus',
    query: menuItemIdQuery,
    answer: messageAnswer,
  },
  'MenuItem.AssignParentMenuItem': {
    summary: 'Assign items to a top-level parent',
    access: 'menus',
    body: { form: assignParentMenuItemSchema, files: [] },
    answer: messageAnswer,
  },
  'MenuItem.SortChildMenuItems': {
    summary: 'Order the assigned items of one parent',
    access: 'menus',
    body: sortPayload,
    answer: messageAnswer,
  },
});
