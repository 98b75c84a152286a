/**
 * Product analytics and error reports the web app sends (spec section 7: POST /posthogEvent). The
 * schemas the server checks them with are in `analytics-schemas.ts`, apart: the web app loads this
 * file at start, and a schema built here would bring zod into every first load.
 */
import type { z } from 'zod';
import type { analyticsEventSchema, errorReportSchema } from './analytics-schemas';

/** `POST` under the API base: one event of the web app. */
export const ANALYTICS_EVENT_PATH = '/posthogEvent';
/** `POST` under the API base: an error the web app met, with the page address. */
export const ERROR_REPORT_PATH = '/errorReport';

/** The events the web app may send; the server records every other event where it happens. */
export const CLIENT_ANALYTICS_EVENTS = ['$pageview', 'join_failed'] as const;
export type ClientAnalyticsEvent = (typeof CLIENT_ANALYTICS_EVENTS)[number];

/** The events the server records itself. */
export const SERVER_ANALYTICS_EVENTS = ['room_created', 'game_started', 'game_finished', 'payment_started', 'payment_completed'] as const;
export type ServerAnalyticsEvent = (typeof SERVER_ANALYTICS_EVENTS)[number];
export type AnalyticsEventName = ClientAnalyticsEvent | ServerAnalyticsEvent;

export const ANALYTICS_MAX_PROPERTIES = 20;
export const ANALYTICS_PROPERTY_VALUE_MAX_LENGTH = 500;

export type AnalyticsValue = string | number | boolean | null;
export type AnalyticsProperties = Record<string, AnalyticsValue>;

/** A random id the browser keeps for itself while nobody is signed in there. */
export const ANONYMOUS_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export type AnalyticsEventRequest = z.input<typeof analyticsEventSchema>;

/** Where a reported error was met: a rendering error, a page that failed to load, or the fallback screen shown. */
export const ERROR_REPORT_SOURCES = ['boundary', 'route', 'fallback'] as const;
export type ErrorReportSource = (typeof ERROR_REPORT_SOURCES)[number];

export const ERROR_REPORT_URL_MAX_LENGTH = 2000;
export const ERROR_REPORT_MESSAGE_MAX_LENGTH = 2000;
export const ERROR_REPORT_STACK_MAX_LENGTH = 16_000;

export type ErrorReportRequest = z.input<typeof errorReportSchema>;

export interface ErrorReportResponse {
  /** The stored report's id. */
  id: number;
}
