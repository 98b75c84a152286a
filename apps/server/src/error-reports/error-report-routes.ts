import type { FastifyInstance } from 'fastify';
import { ERROR_REPORT_PATH, errorReportSchema, type ErrorReportResponse } from '@snackparty/protocol';
import { params } from '../routes/params';
import type { ErrorReports } from './error-reports';

export interface ErrorReportRoutesOptions {
  reports: ErrorReports;
}

/**
 * `POST /errorReport`: the web app's error boundary and fallback screen report what went wrong and
 * where. Anyone may report (the error may be that signing in failed); the rate limit keeps one
 * browser from filling the table.
 */
export async function errorReportRoutes(app: FastifyInstance, { reports }: ErrorReportRoutesOptions) {
  app.post(ERROR_REPORT_PATH, { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (request): Promise<ErrorReportResponse> => {
    const body = params(errorReportSchema, request.body ?? {});
    const principal = await request.principal();
    const userAgent = request.headers['user-agent'];
    const row = await reports.report(body, { userId: principal?.userId, userAgent: typeof userAgent === 'string' ? userAgent : undefined });
    return { id: row.id };
  });
}
