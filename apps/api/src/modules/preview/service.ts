/**
 * Preview links (docs/decisions/119-preview-links.md): a secret address that shows a page, blog or
 * event with its draft, as visitors will see it once published, to whoever has it, until it
 * expires or is revoked. Only a hash of the secret is stored.
 */
import {
  eventPath,
  previewPath,
  type InlinedDocument,
  type PreviewLink,
  type AddressedType,
} from '@chamber/contracts';
import type { Db } from '../../db/client.ts';
import { publishingOf } from '../../lib/drafts.ts';
import type { Audience } from '../../lib/resource.ts';
import { hashToken, newOpaqueToken, nowIso } from '../../lib/tokens.ts';
import { notFound } from '../../plugins/errors.ts';
import { createDynamicPagesService } from '../dynamic-pages/service.ts';
import { eventsOn } from '../events/service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** What the preview shows: the item as staff see it, its draft laid over it. */
const WITH_DRAFTS: Audience = { signedIn: true };
/** A link's secret is 32 random bytes in base64url; anything else is not one of ours. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** What a preview address opens: the item, or why not. */
type Opened =
  | { kind: 'item'; type: AddressedType; itemId: number; expiresAt: string }
  | { kind: 'expired' }
  | { kind: 'unknown' };

export function createPreviewService(db: Db) {
  const dynamic = createDynamicPagesService(db);

  return {
    /** A new link to the item (404 when there is none); the address is answered only here. */
    async create(
      { type, id, expiresInDays }: { type: AddressedType; id: number; expiresInDays: number },
      by: { id: number; name: string },
    ) {
      await publishingOf(type, db).state(id);
      const { token, tokenHash } = newOpaqueToken();
      const createdOn = new Date();
      const expiresAt = new Date(createdOn.getTime() + expiresInDays * DAY_MS).toISOString();
      const { id: linkId } = await db
        .insertInto('previewLinks')
        .values({
          type,
          itemId: id,
          tokenHash,
          createdById: by.id,
          createdByName: by.name,
          createdOn: createdOn.toISOString(),
          expiresAt,
          revokedOn: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: linkId, path: previewPath(token), expiresAt };
    },

    /** The item's links that still work, newest first. */
    async list(type: AddressedType, itemId: number): Promise<PreviewLink[]> {
      await publishingOf(type, db).state(itemId);
      return db
        .selectFrom('previewLinks')
        .select(['id', 'createdByName', 'createdOn', 'expiresAt'])
        .where('type', '=', type)
        .where('itemId', '=', itemId)
        .where('revokedOn', 'is', null)
        .where('expiresAt', '>', nowIso())
        .orderBy('id', 'desc')
        .execute();
    },

    /** Stops a link working; 404 when there is no such link, or it was revoked already. */
    async revoke(id: number) {
      const revoked = await db
        .updateTable('previewLinks')
        .set({ revokedOn: nowIso() })
        .where('id', '=', id)
        .where('revokedOn', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!revoked) throw notFound('The preview link');
    },

    /** What the secret of a preview address opens (an expired or revoked link: 'expired'). */
    async open(token: string, now = new Date()): Promise<Opened> {
      if (!TOKEN_SHAPE.test(token)) return { kind: 'unknown' };
      const link = await db
        .selectFrom('previewLinks')
        .select(['type', 'itemId', 'expiresAt', 'revokedOn'])
        .where('tokenHash', '=', hashToken(token))
        .executeTakeFirst();
      if (!link) return { kind: 'unknown' };
      if (link.revokedOn !== null || Date.parse(link.expiresAt) <= now.getTime()) {
        return { kind: 'expired' };
      }
      return {
        kind: 'item',
        type: link.type as AddressedType,
        itemId: link.itemId,
        expiresAt: link.expiresAt,
      };
    },

    /** The item as the public will see it once published: its address, title and data. */
    async document(
      type: AddressedType,
      itemId: number,
    ): Promise<{ path: string; title: string; document: InlinedDocument }> {
      if (type === 'event') {
        const data = await eventsOn(db).get(itemId, WITH_DRAFTS);
        return {
          path: eventPath(itemId),
          title: data.title,
          document: { kind: type, id: itemId, data },
        };
      }
      if (type === 'blog') {
        const data = await dynamic.blog(itemId, WITH_DRAFTS);
        return { path: data.url, title: data.name, document: { kind: type, id: itemId, data } };
      }
      const data = await dynamic.page(itemId, WITH_DRAFTS);
      return {
        path: data.url,
        title: data.title || data.name,
        document: { kind: type, id: itemId, data },
      };
    },
  };
}
