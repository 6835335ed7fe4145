import { IconBuildingStore, IconCalendarDue } from '@tabler/icons-react';
import { Link } from 'react-router';
import { dealPath, directoryMemberPath, formatDealDay, type PublicDeal } from '@chamber/contracts';
import { MoreHint } from '../ui/MoreHint.tsx';
import { CardMedia } from '../ui/PageBlocks.tsx';
import items from '../ui/items.module.css';
import page from '../ui/page.module.css';
import classes from './Deals.module.css';

/** A current deal on /deals: its picture, title, member (linked to the directory), last day. */
export function DealCard({ deal }: { deal: PublicDeal }) {
  return (
    <article className={page.card}>
      <CardMedia path={deal.imageUrl}>
        {deal.imageUrl ? null : (
          <span className={classes.noPicture} aria-hidden>
            <IconBuildingStore size={56} stroke={1.4} />
          </span>
        )}
      </CardMedia>
      <div className={page.cardBody}>
        <p className={items.eyebrow}>
          {/* Above the card's own link (page.stretched), so it stays a link of its own. */}
          <Link
            to={directoryMemberPath(deal.member.slug)}
            className={`${page.raised} ${classes.memberLink}`}
          >
            {deal.member.name}
          </Link>
        </p>
        <h2 className={page.cardTitle}>
          <Link to={dealPath(deal.id)} className={page.stretched}>
            {deal.title}
          </Link>
        </h2>
        <div className={page.meta}>
          <span>
            <IconCalendarDue size={16} aria-hidden />
            Valid until {formatDealDay(deal.validUntil)}
          </span>
        </div>
        <MoreHint>View deal</MoreHint>
      </div>
    </article>
  );
}
