import { useParams } from 'react-router';
import { useMenuItem } from '../../api/menu-items.ts';
import { LoadedRecord } from '../../components/ResourceEditor.tsx';
import { MenuItemForm } from './MenuItemForm.tsx';
import { MENU_ITEMS_PATH } from './paths.ts';

/** /cms/management/menu-item and /cms/management/menu-item/edit/:menuItemId: one form, two modes. */
export function MenuItemEditorScreen() {
  const { menuItemId } = useParams();
  return menuItemId === undefined ? (
    <MenuItemForm item={null} />
  ) : (
    <EditMenuItem id={Number(menuItemId)} />
  );
}

function EditMenuItem({ id }: { id: number }) {
  return (
    <LoadedRecord
      query={useMenuItem(id)}
      what="menu item"
      listPath={MENU_ITEMS_PATH}
      history={{ type: 'menuItem', id }}
    >
      {(item) => <MenuItemForm key={id} item={item} />}
    </LoadedRecord>
  );
}
