/** The liveness check: the process answers and its database does too. */
import { z } from 'zod';
import { defineEndpoints } from './endpoints/define.ts';
import { healthRoutes } from './routes/health.ts';

export const healthEndpoints = defineEndpoints('Health', healthRoutes, {
  'Health.GetHealth': {
    summary: 'Liveness and database check',
    access: 'public',
    answer: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }),
  },
});
