/**
 * /deal/details/{dealId}: everything about a current deal, its terms and its member with a link to
 * the member's directory page. An ended deal, or one whose member left the directory, is not found.
 */
import { Skeleton } from '@mantine/core';
import {
  IconArrowLeft,
  IconBuildingStore,
  IconCalendarDue,
  IconCalendarEvent,
} from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { DEALS_PATH, directoryMemberPath, formatDealDay } from '@chamber/contracts';
import { usePublicDeal } from '../../api/public-deals.ts';
import { NotFoundScreen } from '../NotFoundScreen.tsx';
import { LinkButton } from '../ui/LinkButton.tsx';
import items from '../ui/items.module.css';
import page from '../ui/page.module.css';
import { PageBanner } from '../ui/PageBanner.tsx';
import { StoredImage } from '../ui/StoredImage.tsx';
import { usePageTitle } from '../ui/usePageTitle.ts';
import classes from './Deals.module.css';

const TRAIL = [{ label: 'Hot Deals', to: DEALS_PATH }];

export function DealDetailScreen() {
  const dealId = Number(useParams().dealId);
  const { data: deal, isPending, isError } = usePublicDeal(dealId);
  usePageTitle(deal?.title);

  if (isPending && Number.isInteger(dealId) && dealId > 0) {
    return (
      <div className={page.container} aria-busy>
        <Skeleton height={48} width="60%" mb="lg" />
        <Skeleton height={360} radius={14} />
      </div>
    );
  }
  if (isError || !deal) return <NotFoundScreen />;

  const memberPath = directoryMemberPath(deal.member.slug);
  return (
    <>
      <PageBanner title={deal.title} trail={TRAIL}>
        <div className={classes.bannerMeta}>
          <span>
            <IconBuildingStore size={18} aria-hidden />
            {deal.member.name}
          </span>
          <span>
            <IconCalendarDue size={18} aria-hidden />
            Valid until {formatDealDay(deal.validUntil)}
          </span>
        </div>
      </PageBanner>

      <div className={`${page.container} ${page.columns} ${classes.layout}`}>
        <div className={items.main}>
          <StoredImage
            className={items.image}
            path={deal.imageUrl}
            picture="event"
            loading="eager"
            decoding="auto"
          />
          {deal.description ? (
            <section className={page.prose} aria-labelledby="about-deal">
              <h2 id="about-deal">About this deal</h2>
              {/* Sanitised by the server when it was saved. */}
              <div dangerouslySetInnerHTML={{ __html: deal.description }} />
            </section>
          ) : null}
          {deal.terms ? (
            <section className={page.prose} aria-labelledby="deal-terms">
              <h2 id="deal-terms">Terms</h2>
              <p className={items.preLine}>{deal.terms}</p>
            </section>
          ) : null}
        </div>

        <aside className={page.side} aria-label="Deal details">
          <div className={items.panel}>
            <dl className={items.facts}>
              <div>
                <dt>
                  <IconBuildingStore size={20} aria-hidden /> Offered by
                </dt>
                <dd>
                  <Link to={memberPath} className={page.textLink}>
                    {deal.member.name}
                  </Link>
                </dd>
              </div>
              {deal.validFrom ? (
                <div>
                  <dt>
                    <IconCalendarEvent size={20} aria-hidden /> Valid from
                  </dt>
                  <dd>{formatDealDay(deal.validFrom)}</dd>
                </div>
              ) : null}
              <div>
                <dt>
                  <IconCalendarDue size={20} aria-hidden /> Valid until
                </dt>
                <dd>{formatDealDay(deal.validUntil)}</dd>
              </div>
            </dl>
          </div>
          <LinkButton to={DEALS_PATH} icon={IconArrowLeft} variant="subtle" color="navy">
            All deals
          </LinkButton>
        </aside>
      </div>
    </>
  );
}
