/**
 * A member page's head (docs/decisions/143-member-directory.md): its title and description, and
 * the member as schema.org LocalBusiness, which the page carries as JSON-LD (seo/service.ts
 * writes it into a <script type="application/ld+json">, escaped so nothing in it closes the
 * element; the CSP does not apply to it, as browsers never run it).
 */
import { memberPath } from '@chamber/contracts';
import type { Db } from '../../db/client.ts';
import { htmlToText } from '../search/text.ts';
import { membersOn } from './service.ts';

type Urls = {
  absolute: (path: string) => string;
  imageUrl: (filePath: string | null | undefined) => string | null;
};

const summary = (text: string) => {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > 160 ? `${clean.slice(0, 157)}…` : clean || null;
};

/** The head of a published member's page; null when there is none at `slug`. */
export async function memberHead(db: Db, slug: string, { absolute, imageUrl }: Urls) {
  const row = await membersOn(db)
    .forVisitors(db.selectFrom('members').selectAll().where('slug', '=', slug))
    .executeTakeFirst();
  if (!row) return null;
  const description = summary(row.shortDescription) ?? summary(htmlToText(row.description));
  const page = absolute(memberPath(row.slug));
  const sameAs = [
    row.website,
    row.facebookUrl,
    row.instagramUrl,
    row.linkedinUrl,
    row.xUrl,
    row.youtubeUrl,
  ].filter(Boolean);
  const hasAddress = [row.street, row.city, row.region, row.postalCode].some(Boolean);
  return {
    status: 200 as const,
    title: row.name,
    description,
    canonicalPath: memberPath(row.slug),
    image: imageUrl(row.imagePath),
    type: 'website' as const,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        '@id': page,
        name: row.name,
        url: row.website || page,
        ...(description ? { description } : {}),
        ...(row.imagePath ? { logo: imageUrl(row.imagePath), image: imageUrl(row.imagePath) } : {}),
        ...(row.phone ? { telephone: row.phone } : {}),
        ...(row.email ? { email: row.email } : {}),
        ...(hasAddress
          ? {
              address: {
                '@type': 'PostalAddress',
                ...(row.street ? { streetAddress: row.street } : {}),
                ...(row.city ? { addressLocality: row.city } : {}),
                ...(row.region ? { addressRegion: row.region } : {}),
                ...(row.postalCode ? { postalCode: row.postalCode } : {}),
              },
            }
          : {}),
        ...(sameAs.length ? { sameAs } : {}),
      },
    ],
  };
}
