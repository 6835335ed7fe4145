/**
 * Demo content for a fresh site (SEED_DEMO, on by default): a believable, fictional chamber so the
 * public site is not empty on first start. Loaded only into a database without any content, and
 * all in one transaction, so a half-seeded site cannot happen.
 */
import type { SectionKind } from '@chamber/contracts';
import type { Db } from '../db/client.ts';
import type { Attachments } from '../plugins/uploads.ts';
import { emblemPicture, scenePicture, type SceneKind } from './images.ts';

const DAY = 24 * 60 * 60 * 1000;

/** True when there is no page, menu item, event, section or banner yet. */
async function hasNoContent(db: Db) {
  const tables = [
    'pages',
    'blogs',
    'menuItems',
    'events',
    'contentSections',
    'banners',
    'footerItems',
  ] as const;
  for (const table of tables) {
    if (await db.selectFrom(table).select('id').limit(1).executeTakeFirst()) return false;
  }
  return true;
}

type Button = {
  text: string;
  type: 'PAGE' | 'LINK_NEW_TAB' | 'PHONENUMBER' | 'EMAIL';
  link: string;
};
const buttons = (primary?: Button, secondary?: Button) => ({
  primaryButtonText: primary?.text ?? null,
  primaryButtonActionType: primary?.type ?? null,
  primaryButtonLink: primary?.link ?? null,
  secondaryButtonText: secondary?.text ?? null,
  secondaryButtonActionType: secondary?.type ?? null,
  secondaryButtonLink: secondary?.link ?? null,
});

export async function seedDemoContent(
  db: Db,
  attachments: Attachments,
  log: (line: string) => void,
) {
  if (!(await hasNoContent(db))) return false;
  const now = new Date();
  const iso = (date: Date) => date.toISOString();
  const stamp = iso(now);
  const picture = async (kind: SceneKind, seed: number, width?: number, height?: number) =>
    attachments.storeImage(await scenePicture(kind, seed, width, height));
  const stored: string[] = [];
  const keep = (path: string) => (stored.push(path), path);

  // Pictures first: if drawing fails nothing is written to the database.
  const images = {
    logo: keep(await attachments.storeImage(await emblemPicture(256))),
    icon: keep(await attachments.storeImage(await emblemPicture(64))),
    slides: [
      keep(await picture('harbor', 0)),
      keep(await picture('downtown', 1)),
      keep(await picture('market', 2)),
    ],
    sections: await Promise.all(
      (
        [
          'meeting',
          'park',
          'downtown',
          'harbor',
          'market',
          'sunrise',
          'meeting',
          'park',
        ] as SceneKind[]
      ).map(async (kind, i) => keep(await picture(kind, i + 3, 1200, 800))),
    ),
    banners: [
      keep(await picture('sunrise', 5)),
      keep(await picture('downtown', 6)),
      keep(await picture('park', 7)),
    ],
    events: await Promise.all(
      (['meeting', 'market', 'harbor', 'downtown', 'park', 'meeting'] as SceneKind[]).map(
        async (kind, i) => keep(await picture(kind, i + 11, 1200, 675)),
      ),
    ),
  };

  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('companySettings')
        .set({
          companyName: 'Bayport Chamber of Commerce',
          companyLogoPath: images.logo,
          companyIconPath: images.icon,
          emailAddress: 'hello@bayportchamber.example',
          phoneNumber: '(555) 010-4200',
          streetAddress1: '100 Harbor Street, Suite 2',
          streetAddress2: 'P.O. Box 1187',
          city: 'Bayport',
          state: 'FL',
          zipCode: '32401',
          primaryWeekDayHours: 'Monday – Friday: 8:30 am – 5:00 pm',
          primaryWeekEndHours: 'Saturday: 10:00 am – 2:00 pm',
          secondaryWeekDayHours: 'Visitor Center: Monday – Friday 9:00 am – 6:00 pm',
          secondaryWeekEndHours: 'Visitor Center: Saturday – Sunday 10:00 am – 4:00 pm',
          facebookLink: 'https://www.facebook.com/',
          instagramLink: 'https://www.instagram.com/',
          twitterLink: 'https://x.com/',
          linkedInLink: 'https://www.linkedin.com/',
          youtubeLink: 'https://www.youtube.com/',
          googleMapLink: 'https://www.google.com/maps',
          appStoreLink: 'https://www.apple.com/app-store/',
          googlePlayStoreLink: 'https://play.google.com/store',
          seo: 'The Bayport Chamber of Commerce connects local businesses, supports new ventures and promotes life on the bay.',
          updatedAt: stamp,
        })
        .where('id', '=', 1)
        .execute();

      const page = async (fields: {
        name: string;
        title: string;
        url: string;
        description: string;
        keywords: string;
        banner?: string | null;
        color?: string;
      }) =>
        (
          await trx
            .insertInto('pages')
            .values({
              name: fields.name,
              title: fields.title,
              url: fields.url,
              description: fields.description,
              keywords: fields.keywords,
              isBannerVisible: true,
              bannerImageFilePath: fields.banner ?? null,
              bannerColor: fields.color ?? '#213c63',
              isActive: true,
              addedBy: 'Site Administrator',
              addedOn: stamp,
              updatedAt: stamp,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;

      const homeId = await page({
        name: 'Home',
        title: 'Welcome to Bayport',
        url: '/home',
        description: 'Business, community and life on the bay: the Bayport Chamber of Commerce.',
        keywords: 'Bayport, chamber of commerce, local business, events',
      });
      const membershipId = await page({
        name: 'Membership',
        title: 'Grow with the Chamber',
        url: '/membership',
        description: 'Why 600 Bayport businesses belong to the Chamber, and how to join them.',
        keywords: 'membership, join, networking, Bayport business',
        banner: images.banners[1],
      });
      const visitId = await page({
        name: 'Visit Bayport',
        title: 'Visit Bayport',
        url: '/visit-bayport',
        description: 'Beaches, the historic harbor and a downtown full of independent shops.',
        keywords: 'visit, tourism, harbor, beaches, downtown',
        banner: images.banners[0],
      });

      // Content sections: one of every kind, used across the pages.
      const section = async (kind: SectionKind, fields: Record<string, unknown>) =>
        (
          await trx
            .insertInto('contentSections')
            .values({
              type: kind,
              name: String(fields.name),
              title: (fields.title as string) ?? null,
              description: (fields.description as string) ?? null,
              rawHtml: (fields.rawHtml as string) ?? null,
              alignment: (fields.alignment as string) ?? 'LEFT',
              imagePath: (fields.imagePath as string) ?? null,
              isPadded: kind === 'CONTENT_SECTION_FULLWIDTH_PADDED',
              isFloatingCard: kind === 'CONTENT_SECTION_CARD',
              hasRoundedCorners: Boolean(fields.hasRoundedCorners),
              isTextOnly: kind === 'CONTENT_SECTION_TEXTONLY',
              isActive: true,
              ...buttons(
                fields.primary as Button | undefined,
                fields.secondary as Button | undefined,
              ),
              createdAt: stamp,
              updatedAt: stamp,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;

      const s = {
        welcome: await section('CONTENT_SECTION_DEFAULT', {
          name: 'Home – Welcome',
          title: 'Where Bayport does business',
          description:
            'For more than 70 years the Chamber has brought together the shops, makers, marinas and professionals of Bayport. We open doors, speak up for local business and keep our town a great place to live and work.',
          imagePath: images.sections[0],
          hasRoundedCorners: true,
          primary: { text: 'Become a member', type: 'PAGE', link: '/membership' },
          secondary: { text: 'Upcoming events', type: 'PAGE', link: '/events' },
        }),
        visit: await section('CONTENT_SECTION_REVERSED', {
          name: 'Home – Visit',
          title: 'Spend a day on the bay',
          description:
            'From sunrise kayak tours to Friday night concerts on the pier, Bayport is an easy place to fall for. Our Visitor Center has maps, guides and friendly advice seven days a week.',
          alignment: 'RIGHT',
          imagePath: images.sections[1],
          hasRoundedCorners: true,
          primary: { text: 'Plan your visit', type: 'PAGE', link: '/visit-bayport' },
        }),
        numbers: await section('CONTENT_SECTION_FULLWIDTH', {
          name: 'Home – Downtown',
          title: 'A downtown that works',
          description:
            'Over 600 member businesses, 12,000 jobs and a harbor that has been open for trade since 1884. Local spending stays local when we buy from each other.',
          alignment: 'CENTER',
          imagePath: images.sections[2],
        }),
        card: await section('CONTENT_SECTION_CARD', {
          name: 'Membership – Card',
          title: 'Membership that pays for itself',
          description:
            'Members get a listing in our directory, referrals from the Visitor Center, discounted workshops and a seat at the table when the city plans for growth.',
          imagePath: images.sections[3],
          hasRoundedCorners: true,
          primary: {
            text: 'Call the membership desk',
            type: 'PHONENUMBER',
            link: '(555) 010-4200',
          },
          secondary: { text: 'Email us', type: 'EMAIL', link: 'members@bayportchamber.example' },
        }),
        padded: await section('CONTENT_SECTION_FULLWIDTH_PADDED', {
          name: 'Membership – Network',
          title: 'Meet the people who make Bayport work',
          description:
            'Monthly Business After Hours mixers, a women in business circle, and a young professionals group that meets on the first Tuesday of every month.',
          alignment: 'LEFT',
          imagePath: images.sections[4],
        }),
        textOnly: await section('CONTENT_SECTION_TEXTONLY', {
          name: 'Membership – Dues',
          title: 'Simple, fair dues',
          description:
            'Dues are based on the number of employees, starting at $250 a year for sole proprietors. Non-profit organisations receive a 30 percent discount.',
          alignment: 'CENTER',
          primary: { text: 'Contact us', type: 'PAGE', link: '/contact' },
        }),
        bannerKind: await section('CONTENT_SECTION_BANNER', {
          name: 'Visit – Harbor banner',
          title: 'The historic harbor',
          imagePath: images.sections[5],
          alignment: 'CENTER',
        }),
        dynamicBanner: await section('CONTENT_SECTION_DYNAMIC_BANNER', {
          name: 'Visit – Welcome banner',
          title: 'Welcome to Bayport',
          description: 'Sun, sea and small-town hospitality since 1884.',
          imagePath: images.sections[6],
          alignment: 'LEFT',
        }),
        custom: await section('CONTENT_SECTION_CUSTOM', {
          name: 'Visit – Getting here',
          rawHtml:
            '<h2>Getting here</h2><p>Bayport sits on <strong>State Road 30</strong>, an hour from the regional airport.</p><ul><li>Free parking at the Harbor Street garage</li><li>Trolley every 20 minutes in summer</li><li>Bike racks on every downtown block</li></ul><p>Questions? <a href="/contact">Send us a message</a>.</p>',
        }),
      };

      const banner = (
        await trx
          .insertInto('banners')
          .values({ name: 'Home carousel', isActive: true, createdAt: stamp, updatedAt: stamp })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      const slides = [
        [
          'Open for business on the bay',
          'Connecting 600 local businesses with the community they serve.',
          'Join the Chamber',
          '/membership',
        ],
        [
          'A downtown worth the trip',
          'Independent shops, restaurants and galleries, all within a short walk.',
          'Plan your visit',
          '/visit-bayport',
        ],
        [
          'Saturday market is back',
          'Farmers, makers and food trucks every Saturday morning on Harbor Street.',
          'See events',
          '/events',
        ],
      ] as const;
      await trx
        .insertInto('bannerItems')
        .values(
          slides.map(([title, description, text, link], i) => ({
            bannerId: banner,
            name: `Slide ${i + 1}`,
            title,
            description,
            alignment: 'LEFT',
            imagePath: images.slides[i],
            isActive: true,
            sortOrder: i,
            ...buttons({ text, type: 'PAGE', link }),
            createdAt: stamp,
            updatedAt: stamp,
          })),
        )
        .execute();

      const entries = (pageId: number, list: ({ banner: number } | { section: number })[]) =>
        trx
          .insertInto('pageContentEntries')
          .values(
            list.map((entry, sortOrder) =>
              'banner' in entry
                ? {
                    pageId,
                    type: 'BANNER',
                    bannerId: entry.banner,
                    contentSectionId: null,
                    sortOrder,
                  }
                : {
                    pageId,
                    type: 'CONTENTSECTION',
                    contentSectionId: entry.section,
                    bannerId: null,
                    sortOrder,
                  },
            ),
          )
          .execute();
      await entries(homeId, [
        { banner },
        { section: s.welcome },
        { section: s.visit },
        { section: s.numbers },
      ]);
      await entries(membershipId, [
        { section: s.card },
        { section: s.padded },
        { section: s.textOnly },
        { section: s.welcome },
      ]);
      await entries(visitId, [
        { section: s.dynamicBanner },
        { section: s.visit },
        { section: s.bannerKind },
        { section: s.custom },
        { section: s.numbers },
        { section: s.card },
        { section: s.padded },
        { section: s.textOnly },
        { section: s.welcome },
      ]);

      const blogs = [
        [
          'Five questions for our new board chair',
          '/blog/new-board-chair',
          'Maria Alvarez on growth, parking and why she still walks to work.',
          2,
        ],
        [
          'Small Business Saturday: a record year',
          '/blog/small-business-saturday',
          'Shoppers spent 18 percent more downtown than last year.',
          9,
        ],
        [
          'How the harbor dredging affects your business',
          '/blog/harbor-dredging',
          'What to expect on the waterfront this spring, and who to call.',
          20,
        ],
      ] as const;
      for (const [i, [name, url, description, daysAgo]] of blogs.entries()) {
        const blogId = (
          await trx
            .insertInto('blogs')
            .values({
              name,
              title: null,
              url,
              description,
              keywords: 'Bayport, chamber news',
              isBannerVisible: true,
              bannerImageFilePath: images.banners[i],
              bannerColor: '#213c63',
              isActive: true,
              addedBy: 'Site Administrator',
              addedOn: iso(new Date(now.getTime() - daysAgo * DAY)),
              updatedAt: stamp,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
        const body = await section('CONTENT_SECTION_TEXTONLY', {
          name: `Blog – ${name}`,
          title: name,
          description: `${description} Read the full story from the Bayport Chamber of Commerce, and tell us what you think at hello@bayportchamber.example.`,
          alignment: 'LEFT',
        });
        await trx
          .insertInto('blogContentEntries')
          .values([
            {
              blogId,
              type: 'CONTENTSECTION',
              contentSectionId: body,
              bannerId: null,
              sortOrder: 0,
            },
            {
              blogId,
              type: 'CONTENTSECTION',
              contentSectionId: i === 0 ? s.card : s.visit,
              bannerId: null,
              sortOrder: 1,
            },
          ])
          .execute();
      }

      const at = (days: number, hour: number) => {
        const date = new Date(now.getTime() + days * DAY);
        date.setUTCHours(hour, 0, 0, 0);
        return iso(date);
      };
      const map =
        'https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d3000!2d-85.66!3d30.16!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!5e0!3m2!1sen!2sus';
      const events = [
        [
          'Business After Hours at the Marina',
          'conference',
          12,
          22,
          'Harbor Marina Pavilion',
          '1 Marina Way',
        ],
        ['Marketing on a Shoestring', 'workshop', 5, 15, 'Chamber Boardroom', '100 Harbor Street'],
        ['Hiring in a Tight Labor Market', 'webinar', 19, 16, 'Online', 'Online event'],
        ['Annual Awards Luncheon', 'conference', -20, 17, 'Bayport Yacht Club', '45 Shore Drive'],
        [
          'Social Media Basics for Shops',
          'workshop',
          -8,
          14,
          'Bayport Public Library',
          '220 Elm Avenue',
        ],
        ['Understanding the New Sales Tax Rules', 'webinar', -3, 18, 'Online', 'Online event'],
      ] as const;
      await trx
        .insertInto('events')
        .values(
          events.map(([title, eventType, days, hour, addressTitle, addressLine1], i) => ({
            title,
            eventType,
            description: `${title}: an evening of practical ideas and good company, hosted by the Bayport Chamber of Commerce. Members and guests welcome.`,
            addressTitle,
            addressLine1,
            addressLine2: null,
            city: 'Bayport',
            state: 'FL',
            zipcode: '32401',
            startsAt: at(days, hour),
            endsAt: at(days, hour + 2),
            schedule: 'Doors open 30 minutes before the start. Light refreshments served.',
            mapUrl: eventType === 'webinar' ? null : map,
            imagePath: images.events[i],
            isActive: true,
            sortOrder: i,
            ...buttons(
              { text: 'Register', type: 'LINK_NEW_TAB', link: 'https://www.eventbrite.com/' },
              { text: 'Questions?', type: 'EMAIL', link: 'events@bayportchamber.example' },
            ),
            createdAt: stamp,
            updatedAt: stamp,
          })),
        )
        .execute();

      // A two-level menu: fixed pages by internal link, CMS pages by page.
      const item = async (
        name: string,
        sortOrder: number,
        fields: { pageId?: number; customLink?: string; parent?: number },
      ) =>
        (
          await trx
            .insertInto('menuItems')
            .values({
              name,
              sortOrder,
              pageId: fields.pageId ?? null,
              customLink: fields.customLink ?? null,
              parentMenuItemId: fields.parent ?? null,
              openInNewTab: false,
              isActive: true,
              createdAt: stamp,
              updatedAt: stamp,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      await item('Home', 0, { pageId: homeId });
      const about = await item('About', 1, {});
      await item('About the Chamber', 0, { parent: about, customLink: '/about-the-chamber' });
      await item('Board of Directors', 1, { parent: about, customLink: '/board-of-directors' });
      await item('Our Team', 2, { parent: about, customLink: '/team-members' });
      const business = await item('Business', 2, {});
      await item('Economic Development', 0, {
        parent: business,
        customLink: '/economic-development',
      });
      await item('Small Business Resources', 1, { parent: business, customLink: '/resources' });
      await item('Education', 2, { parent: business, customLink: '/education' });
      await item('Membership', 3, { parent: business, pageId: membershipId });
      const community = await item('Community', 3, {});
      await item('Lifestyle & Community', 0, {
        parent: community,
        customLink: '/lifestyle-and-community',
      });
      await item('Visit Bayport', 1, { parent: community, pageId: visitId });
      await item('Blogs & Reviews', 2, { parent: community, customLink: '/blogs-and-reviews' });
      await item('Events', 4, { customLink: '/events' });
      await item('Contact', 5, { customLink: '/contact' });

      await trx
        .insertInto('footerItems')
        .values(
          [
            ['About the Chamber', '/about-the-chamber'],
            ['Membership', '/membership'],
            ['Events', '/events'],
            ['Small Business Resources', '/resources'],
            ['Contact Us', '/contact'],
          ].map(([label, linkTo], sortOrder) => ({
            label,
            linkTo,
            sortOrder,
            isActive: true,
            createdAt: stamp,
            updatedAt: stamp,
          })),
        )
        .execute();
    });
  } catch (error) {
    await Promise.all(stored.map((path) => attachments.remove(path)));
    // Another process sharing this database seeded it at the same moment: nothing to do.
    if (!(await hasNoContent(db))) return false;
    throw error;
  }
  log('Demo content loaded (turn off with SEED_DEMO=false).');
  return true;
}
