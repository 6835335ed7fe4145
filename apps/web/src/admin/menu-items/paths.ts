/** Routes of the menu item screens. */
export const MENU_ITEMS_PATH = '/cms/management/menu-items';
export const NEW_MENU_ITEM_PATH = '/cms/management/menu-item';
export const editMenuItemPath = (id: number) => `/cms/management/menu-item/edit/${id}`;
