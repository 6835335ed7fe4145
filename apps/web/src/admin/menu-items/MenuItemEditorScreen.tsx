import { useParams } from 'react-router';
import { useMenuItem } from '../../api/menu-items.ts';
import { PageLoader } from '../../components/PageLoader.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
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
  const item = useMenuItem(id);
  if (item.isPending) return <PageLoader />;
  if (item.isError) {
    return <LoadFailed what="menu item" error={item.error} listPath={MENU_ITEMS_PATH} />;
  }
  // Keyed by id: the form starts from the stored values; later reloads do not reset edits.
  return <MenuItemForm key={id} item={item.data} />;
}
