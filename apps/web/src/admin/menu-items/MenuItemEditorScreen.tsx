import { useMenuItem } from '../../api/menu-items.ts';
import { NewOrStoredScreen } from '../NewOrStoredScreen.tsx';
import { MenuItemForm } from './MenuItemForm.tsx';
import { MENU_ITEMS_PATH } from './paths.ts';

/** /cms/management/menu-item and /cms/management/menu-item/edit/:menuItemId: one form, two modes. */
export function MenuItemEditorScreen() {
  return (
    <NewOrStoredScreen
      type="menuItem"
      useOne={useMenuItem}
      listPath={MENU_ITEMS_PATH}
      blank={<MenuItemForm item={null} />}
    >
      {(item) => <MenuItemForm item={item} />}
    </NewOrStoredScreen>
  );
}
