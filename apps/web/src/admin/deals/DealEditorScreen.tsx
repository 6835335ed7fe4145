import { useDeal } from '../../api/deals.ts';
import { NewOrStoredScreen } from '../NewOrStoredScreen.tsx';
import { DealForm } from './DealForm.tsx';
import { DEALS_ADMIN_PATH } from './paths.ts';

/** /cms/management/deal and /cms/management/deal/edit/:dealId: one form, two modes. */
export function DealEditorScreen() {
  return (
    <NewOrStoredScreen
      type="deal"
      useOne={useDeal}
      listPath={DEALS_ADMIN_PATH}
      blank={<DealForm deal={null} />}
    >
      {(deal) => <DealForm deal={deal} />}
    </NewOrStoredScreen>
  );
}
