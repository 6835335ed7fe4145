/**
 * /deals: the current deals of Chamber members as cards, those ending soonest first, and a link
 * for members to propose one. Drawn by the server; nothing here needs JavaScript.
 */
import { IconDiscount2, IconSend } from '@tabler/icons-react';
import { DEAL_PROPOSAL_PATH } from '@chamber/contracts';
import { usePublicDeals } from '../../api/public-deals.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { LinkButton } from '../ui/LinkButton.tsx';
import { CardGridSkeleton } from '../ui/PageBlocks.tsx';
import items from '../ui/items.module.css';
import page from '../ui/page.module.css';
import { PageBanner } from '../ui/PageBanner.tsx';
import { DealCard } from './DealCard.tsx';

export function DealsScreen() {
  const deals = usePublicDeals();
  const list = deals.data ?? [];

  return (
    <>
      <PageBanner
        title="Hot Deals"
        lead="Offers from Chamber members, for a limited time. Support local business!"
      />
      <div className={page.container}>
        <div className={items.bar}>
          <p className={items.count} role="status">
            {deals.isPending
              ? 'Loading deals…'
              : `${list.length} current ${list.length === 1 ? 'deal' : 'deals'}`}
          </p>
          <LinkButton to={DEAL_PROPOSAL_PATH} icon={IconSend} variant="light" color="navy">
            Members: propose a deal
          </LinkButton>
        </div>
        {deals.isPending ? (
          <CardGridSkeleton height={360} />
        ) : list.length === 0 ? (
          <EmptyState icon={IconDiscount2} title="No deals right now">
            New offers from our members come up all the time. Please check back soon.
          </EmptyState>
        ) : (
          <ul className={page.grid}>
            {list.map((deal) => (
              <li key={deal.id}>
                <DealCard deal={deal} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
