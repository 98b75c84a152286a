/** The schemas the server checks the web app's analytics events and error reports with. */
import { z } from 'zod';
import {
  ANALYTICS_MAX_PROPERTIES,
  ANALYTICS_PROPERTY_VALUE_MAX_LENGTH,
  ANONYMOUS_ID_PATTERN,
  CLIENT_ANALYTICS_EVENTS,
  ERROR_REPORT_MESSAGE_MAX_LENGTH,
  ERROR_REPORT_SOURCES,
  ERROR_REPORT_STACK_MAX_LENGTH,
  ERROR_REPORT_URL_MAX_LENGTH,
} from './analytics';

const propertyName = z.string().regex(/^\$?[A-Za-z][A-Za-z0-9_]{0,63}$/, 'A property name is letters, digits and _');
const propertyValue = z.union([z.string().max(ANALYTICS_PROPERTY_VALUE_MAX_LENGTH), z.number().finite(), z.boolean(), z.null()]);

/** `POST /posthogEvent`. With a bearer token the event is the account's; without one, the anonymous id's. */
export const analyticsEventSchema = z
  .object({
    event: z.enum(CLIENT_ANALYTICS_EVENTS),
    anonymousId: z.string().regex(ANONYMOUS_ID_PATTERN).optional(),
    properties: z
      .record(propertyName, propertyValue)
      .refine((p) => Object.keys(p).length <= ANALYTICS_MAX_PROPERTIES, { message: `At most ${ANALYTICS_MAX_PROPERTIES} properties` })
      .default({}),
  })
  .strict();

/** `POST /errorReport`: the page address, and what the browser knows of the error. */
export const errorReportSchema = z
  .object({
    source: z.enum(ERROR_REPORT_SOURCES),
    url: z.string().min(1).max(ERROR_REPORT_URL_MAX_LENGTH),
    message: z.string().max(ERROR_REPORT_MESSAGE_MAX_LENGTH).default(''),
    errorType: z.string().max(200).optional(),
    stack: z.string().max(ERROR_REPORT_STACK_MAX_LENGTH).optional(),
    componentStack: z.string().max(ERROR_REPORT_STACK_MAX_LENGTH).optional(),
  })
  .strict();
