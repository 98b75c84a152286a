/**
 * Reports an error the user met, with the page address (spec section 7: the fallback screen reports
 * an error event with the current page address). The server keeps it for the admin page and, with
 * SENTRY_DSN set, sends it on to Sentry. A report that cannot be sent is given up silently: the page
 * is already showing that something went wrong.
 */
import {
  ERROR_REPORT_MESSAGE_MAX_LENGTH,
  ERROR_REPORT_PATH,
  ERROR_REPORT_STACK_MAX_LENGTH,
  ERROR_REPORT_URL_MAX_LENGTH,
} from '@snackparty/protocol';
import type { ErrorReportRequest, ErrorReportSource } from '@snackparty/protocol';
import { http } from '../../api/http';

/** What a thrown value says about itself: an Error, a router's error response, or anything else. */
function describe(error: unknown): Pick<ErrorReportRequest, 'message' | 'errorType' | 'stack'> {
  if (error instanceof Error) return { message: error.message, errorType: error.name, stack: error.stack };
  if (error && typeof error === 'object' && 'status' in error && 'statusText' in error) {
    return { message: `${String(error.status)} ${String(error.statusText)}`.trim(), errorType: 'ErrorResponse' };
  }
  if (error === undefined || error === null) return { message: '' };
  return { message: typeof error === 'string' ? error : JSON.stringify(error) ?? String(error) };
}

export function reportError(source: ErrorReportSource, error?: unknown, componentStack?: string): Promise<void> {
  const { message, errorType, stack } = describe(error);
  const body: ErrorReportRequest = {
    source,
    url: window.location.href.slice(0, ERROR_REPORT_URL_MAX_LENGTH),
    message: (message ?? '').slice(0, ERROR_REPORT_MESSAGE_MAX_LENGTH),
    ...(errorType ? { errorType: errorType.slice(0, 200) } : {}),
    ...(stack ? { stack: stack.slice(0, ERROR_REPORT_STACK_MAX_LENGTH) } : {}),
    ...(componentStack ? { componentStack: componentStack.slice(0, ERROR_REPORT_STACK_MAX_LENGTH) } : {}),
  };
  return http.post(ERROR_REPORT_PATH, body, { skipRefresh: true }).then(
    () => undefined,
    () => undefined,
  );
}
