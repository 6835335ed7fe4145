/**
 * /directory/{slug}: everything about a published member (decision 143): logo, description,
 * opening hours, and a panel with the address (and a map link), phone, e-mail, website and
 * social links. The page's head carries the member as schema.org LocalBusiness (seo/service.ts).
 * An unknown or unpublished member is not found.
 */
import { Skeleton } from '@mantine/core';
import {
  IconArrowLeft,
  IconAward,
  IconCalendar,
  IconClock,
  IconMail,
  IconMapPin,
  IconPhone,
  IconShare,
  IconWorld,
} from '@tabler/icons-react';
import { useParams } from 'react-router';
import {
  DIRECTORY_PATH,
  MEMBERSHIP_LEVEL_LABELS,
  SOCIAL_LABELS,
  SOCIAL_NETWORKS,
  type Member,
} from '@chamber/contracts';
import { usePublicMember } from '../../api/public-members.ts';
import { NotFoundScreen } from '../NotFoundScreen.tsx';
import { LinkButton } from '../ui/LinkButton.tsx';
import items from '../ui/items.module.css';
import page from '../ui/page.module.css';
import { PageBanner } from '../ui/PageBanner.tsx';
import { StoredImage } from '../ui/StoredImage.tsx';
import { usePageTitle } from '../ui/usePageTitle.ts';
import classes from './Directory.module.css';

const TRAIL = [{ label: 'Member Directory', to: DIRECTORY_PATH }];

/** The address on one line, as a map search and a postal label read it. */
const addressLine = (member: Pick<Member, 'street' | 'city' | 'region' | 'postalCode'>) =>
  [member.street, member.city, [member.region, member.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

const mapLink = (address: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;

/** "tel:+18455550134": the digits (and a leading +) of a phone number as written. */
const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** "Since April 2019". */
function sinceText(day: string) {
  const [year, month] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  });
}

export function MemberScreen() {
  const slug = (useParams().slug ?? '').toLowerCase();
  const { data: member, isPending, isError } = usePublicMember(slug);
  usePageTitle(member?.name);

  // On the server a member that is not inlined does not exist: draw the not-found page.
  if (isPending && slug && typeof document !== 'undefined') {
    return (
      <div className={page.container} aria-busy>
        <Skeleton height={48} width="60%" mb="lg" />
        <Skeleton height={360} radius={14} />
      </div>
    );
  }
  if (isError || !member) return <NotFoundScreen />;

  const address = addressLine(member);
  const socials = SOCIAL_NETWORKS.flatMap((network) => {
    const url = member[`${network}Url`];
    return url ? [{ network, url }] : [];
  });
  return (
    <>
      <PageBanner title={member.name} trail={TRAIL}>
        {member.categories.length > 0 ? (
          <p className={classes.bannerMeta}>
            {member.categories.map((category) => category.name).join(' · ')}
          </p>
        ) : null}
      </PageBanner>

      <div className={`${page.container} ${page.columns} ${classes.layout}`}>
        <div className={items.main}>
          {member.imageUrl ? (
            <StoredImage
              className={classes.pageLogo}
              path={member.imageUrl}
              picture="card"
              alt={`${member.name} logo`}
              loading="eager"
              decoding="auto"
            />
          ) : null}
          {member.shortDescription ? (
            <p className={page.prose}>
              <strong>{member.shortDescription}</strong>
            </p>
          ) : null}
          {member.description ? (
            <section className={page.prose} aria-labelledby="about-member">
              <h2 id="about-member">About {member.name}</h2>
              {/* Sanitised by the server when it was saved. */}
              <div dangerouslySetInnerHTML={{ __html: member.description }} />
            </section>
          ) : null}
          {member.openingHours ? (
            <section className={page.prose} aria-labelledby="opening-hours">
              <h2 id="opening-hours">Opening hours</h2>
              <p className={items.preLine}>{member.openingHours}</p>
            </section>
          ) : null}
        </div>

        <aside className={page.side} aria-label="Contact details">
          <div className={items.panel}>
            <dl className={items.facts}>
              {address ? (
                <div>
                  <dt>
                    <IconMapPin size={20} aria-hidden /> Address
                  </dt>
                  <dd>
                    {address}
                    <br />
                    <a href={mapLink(address)} className={page.textLink}>
                      See it on a map
                    </a>
                  </dd>
                </div>
              ) : null}
              {member.phone ? (
                <div>
                  <dt>
                    <IconPhone size={20} aria-hidden /> Phone
                  </dt>
                  <dd>
                    <a href={telLink(member.phone)} className={page.textLink}>
                      {member.phone}
                    </a>
                  </dd>
                </div>
              ) : null}
              {member.email ? (
                <div>
                  <dt>
                    <IconMail size={20} aria-hidden /> E-mail
                  </dt>
                  <dd>
                    <a href={`mailto:${member.email}`} className={page.textLink}>
                      {member.email}
                    </a>
                  </dd>
                </div>
              ) : null}
              {member.website ? (
                <div>
                  <dt>
                    <IconWorld size={20} aria-hidden /> Website
                  </dt>
                  <dd>
                    <a href={member.website} className={page.textLink} rel="noopener">
                      {member.website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
                    </a>
                  </dd>
                </div>
              ) : null}
              {socials.length > 0 ? (
                <div>
                  <dt>
                    <IconShare size={20} aria-hidden /> Follow
                  </dt>
                  <dd>
                    <ul className={classes.social}>
                      {socials.map(({ network, url }) => (
                        <li key={network}>
                          <a href={url} className={page.textLink} rel="noopener">
                            {SOCIAL_LABELS[network]}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ) : null}
              {member.memberSince ? (
                <div>
                  <dt>
                    <IconCalendar size={20} aria-hidden /> Member since
                  </dt>
                  <dd>{sinceText(member.memberSince)}</dd>
                </div>
              ) : null}
              {member.membershipLevel !== 'basic' ? (
                <div>
                  <dt>
                    <IconAward size={20} aria-hidden /> Membership
                  </dt>
                  <dd>{MEMBERSHIP_LEVEL_LABELS[member.membershipLevel]} member</dd>
                </div>
              ) : null}
              {member.openingHours ? (
                <div>
                  <dt>
                    <IconClock size={20} aria-hidden /> Hours
                  </dt>
                  <dd>
                    <a href="#opening-hours" className={page.textLink}>
                      See opening hours
                    </a>
                  </dd>
                </div>
              ) : null}
            </dl>
          </div>
          <LinkButton to={DIRECTORY_PATH} icon={IconArrowLeft} variant="subtle" color="navy">
            All members
          </LinkButton>
        </aside>
      </div>
    </>
  );
}
