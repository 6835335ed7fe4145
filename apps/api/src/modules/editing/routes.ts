/** The Editing.* endpoints (the table in @chamber/contracts): who else has an item open. */
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../plugins/auth.ts';
import { endpoint } from '../../plugins/endpoints.ts';
import type { ModuleOptions } from '../types.ts';
import { createEditingService } from './service.ts';

export async function editingRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const editing = createEditingService(db);

  endpoint(app, 'Editing.StillEditing', async ({ body, request }) =>
    editing.stillEditing(body, userOf(request)),
  );
  endpoint(app, 'Editing.DoneEditing', async ({ body, request }) =>
    editing.doneEditing(body, userOf(request)),
  );
}
