import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ADMIN_STATS_DEFAULT_DAYS, ADMIN_STATS_MAX_DAYS, SERVER_ANALYTICS_EVENTS, CLIENT_ANALYTICS_EVENTS, userRolesSchema } from '@snackparty/protocol';
import { errors } from '../errors';
import { idParam, params } from '../routes/params';
import type { AdminDashboard } from './admin-dashboard';
import type { UserRoles } from './user-roles';

export interface AdminRoutesOptions {
  dashboard: AdminDashboard;
  roles: UserRoles;
  /** What the admin page says about the configured services. */
  services: { payments: boolean; sentry: boolean; posthog: boolean };
}

const statsQuery = z.object({ days: z.coerce.number().int().min(1).max(ADMIN_STATS_MAX_DAYS).default(ADMIN_STATS_DEFAULT_DAYS) });
const usersQuery = z.object({ query: z.string().max(200).default('') });
const analyticsQuery = z.object({ event: z.enum([...CLIENT_ANALYTICS_EVENTS, ...SERVER_ANALYTICS_EVENTS]).optional() });
const userParams = z.object({ id: idParam });

/** The admin page's calls under `/admin`: 401 without a token, 403 for anyone who is not an admin. */
export async function adminRoutes(app: FastifyInstance, { dashboard, roles, services }: AdminRoutesOptions) {
  app.addHook('preHandler', async (request) => {
    const principal = await request.requirePrincipal();
    if (!principal.isAdmin) throw errors.forbidden('Only admins may do that');
  });

  app.get('/admin/rooms', async () => dashboard.rooms());

  app.get('/admin/stats', async (request) => dashboard.stats(params(statsQuery, request.query ?? {}).days));

  app.get('/admin/users', async (request) => ({ users: await roles.list(params(usersQuery, request.query ?? {}).query) }));

  app.put('/admin/users/:id/roles', async (request) => {
    const { id } = params(userParams, request.params);
    const body = params(userRolesSchema, request.body ?? {});
    const principal = await request.requirePrincipal();
    return roles.set(principal.userId, id, body.roles);
  });

  app.get('/admin/payments', async () => dashboard.payments(services.payments));

  app.get('/admin/errors', async () => dashboard.errors(services.sentry));

  app.get('/admin/analytics', async (request) => dashboard.analytics(params(analyticsQuery, request.query ?? {}).event, services.posthog));
}
