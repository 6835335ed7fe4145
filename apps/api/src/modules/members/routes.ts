/**
 * The Member.* and MemberCategory.* endpoints (the table in @chamber/contracts): the staff's
 * standard calls, the spreadsheet import and the public directory's reads
 * (docs/decisions/143-member-directory.md).
 */
import {
  MEMBER_CSV_MAX_BYTES,
  MEMBER_CSV_TOO_LARGE_MESSAGE,
  memberCalls,
  memberCategoryCalls,
} from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { registerResource } from '../../lib/resource.ts';
import { endpoint } from '../../plugins/endpoints.ts';
import type { ModuleOptions } from '../types.ts';
import { createMemberCategoriesService } from './categories.ts';
import { createDirectory } from './directory.ts';
import { importMembers } from './import.ts';
import { createMembersService } from './service.ts';

export async function membersRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const members = createMembersService(db, app.attachments);
  registerResource(app, members, 'Member', memberCalls);
  registerResource(app, createMemberCategoriesService(db), 'Member category', memberCategoryCalls);

  const directory = createDirectory(db);
  endpoint(app, 'Member.GetPublicMembers', ({ query }) => directory.list(query));
  endpoint(app, 'Member.GetPublicMember', ({ query }) => directory.bySlug(query.slug));

  endpoint(app, 'Member.ImportCsv', async ({ body, files, request }) => {
    if (files.file && files.file.size > MEMBER_CSV_MAX_BYTES) {
      throw new HttpError(413, MEMBER_CSV_TOO_LARGE_MESSAGE);
    }
    const { changedIds, ...answer } = await importMembers(db, files.file, body, userOf(request));
    if (!body.dryRun && answer.created + answer.updated > 0) {
      await app.activity.record(request, {
        action: 'create',
        type: 'member',
        summary: `Imported members from a spreadsheet: ${answer.created} added, ${answer.updated} changed`,
      });
      // A changed member keeps its history; new ones start theirs at their first save.
      for (const itemId of changedIds) {
        await app.revisions.record(request, { type: 'member', itemId, kind: 'save' });
      }
    }
    return answer;
  });
}
