/** The admin page's calls (admins only; the server answers 403 to anyone else). */
import { ADMIN_REST } from '@snackparty/protocol';
import type {
  AdminAnalyticsResponse,
  AdminErrorsResponse,
  AdminPaymentsResponse,
  AdminRoomsResponse,
  AdminStatsResponse,
  AdminUser,
  AdminUsersResponse,
  AnalyticsEventName,
  AssignableRole,
} from '@snackparty/protocol';
import { http } from '../../api/http';

export const getAdminRooms = (signal?: AbortSignal) => http.get<AdminRoomsResponse>(ADMIN_REST.rooms, { signal });
export const getAdminStats = (days: number, signal?: AbortSignal) => http.get<AdminStatsResponse>(ADMIN_REST.stats(days), { signal });
export const getAdminUsers = (query: string, signal?: AbortSignal) => http.get<AdminUsersResponse>(ADMIN_REST.users(query), { signal });
export const setUserRoles = (userId: number, roles: AssignableRole[]) => http.put<AdminUser>(ADMIN_REST.userRoles(userId), { roles });
export const getAdminPayments = (signal?: AbortSignal) => http.get<AdminPaymentsResponse>(ADMIN_REST.payments, { signal });
export const getAdminErrors = (signal?: AbortSignal) => http.get<AdminErrorsResponse>(ADMIN_REST.errors, { signal });
export const getAdminAnalytics = (event: AnalyticsEventName | '', signal?: AbortSignal) => http.get<AdminAnalyticsResponse>(ADMIN_REST.analytics(event), { signal });
