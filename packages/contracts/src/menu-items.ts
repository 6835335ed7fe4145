/** Navigation menu items: schemas, limits and validation messages. */
import { z } from 'zod';
import { bool, id, optionalId, optionalLink, requiredText } from './common.ts';

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
  })
  .refine((v) => v.pageId === null || v.customLink === null, {
    message: PAGE_OR_LINK_MESSAGE,
    path: ['customLink'],
  });
export type MenuItemRequest = z.input<typeof menuItemSchema>;

/** `PUT /MenuItem/UpdateMenuItems`. */
export const updateMenuItemSchema = menuItemSchema.safeExtend({ id });

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
export type AssignedMenuItem = {
  id: number;
  name: string;
  pageName: string | null;
  isActive: boolean;
  sortOrder: number;
};

/** A menu item as the API returns it. */
export type MenuItem = {
  id: number;
  name: string;
  pageId: number | null;
  pageName: string | null;
  parentMenuItemId: number | null;
  parentMenuItem: { id: number; name: string } | null;
  customLink: string | null;
  openInNewTab: boolean;
  isActive: boolean;
  sortOrder: number;
  assignedMenuItems: AssignedMenuItem[];
};
