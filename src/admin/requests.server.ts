/**
 * Request bodies of the admin functions, validated with zod, and the outcome text of an outgoing call.
 * Server-only (the functions); the page sends these shapes.
 */
import { z } from 'zod';
import { ADMIN } from '../config/constants/admin.ts';
import { PREVIEW_KINDS } from './delivery.ts';

export const SitemapRequest = z.strictObject({ autoUpdate: z.boolean().optional() });

export const IndexNowRequest = z.strictObject({
  urls: z
    .array(z.string().trim().min(1, 'A URL is empty'))
    .min(1, 'urls must hold at least one URL')
    .max(ADMIN.maxUrlsPerCall, `At most ${ADMIN.maxUrlsPerCall.toLocaleString('en-US')} URLs per call`),
  /** The Test Implementation run: builds the submission without sending it and pings the endpoint once. */
  dryRun: z.boolean().optional(),
});

export const WebhookRequest = z.strictObject({
  Articles: z.number('Articles must be a number').int('Articles must be a whole number').min(0, 'Articles must be at least 0'),
});

export const RebuildRequest = z.strictObject({});

export const CatalogueCheckRequest = z.strictObject({});

export const DeliveryStatusRequest = z.strictObject({});

/** 'preview' renders the email; 'test' also sends it to the signed-in admin, marked [Test]. */
export const DeliveryPreviewRequest = z.strictObject({ kind: z.enum(PREVIEW_KINDS), action: z.enum(['preview', 'test']) });

/**
 * The outcome of an outgoing call (docs/spec/workspace-and-operations.md#7-the-calls-it-makes): judged by the
 * response's ok flag, else 'HTTP {status}'.
 */
export function httpOutcome(status: number, ok: boolean): string | null {
  return ok ? null : `HTTP ${status}`;
}
