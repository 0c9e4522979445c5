/**
 * The ideas manifest each build publishes (/ideas-manifest.json): number -> paper link, pitch hash,
 * first-seen date. Its own module because both the guard that compares against it and the reader that
 * fetches the last deploy's copy need it, and neither should depend on the other for it.
 * Build-time and server-only.
 */
import { z } from 'zod';

const ManifestEntrySchema = z.object({
  /** The paper link as the sheet gave it; null when the row had none. */
  paper: z.string().nullable(),
  /** sha256 of the heading (pitch, else title): identifies ideas without a paper link. */
  pitchHash: z.string().regex(/^[0-9a-f]{16}$/),
  /** The build that first published this number with this paper, YYYY-MM-DD. */
  firstSeen: z.iso.date(),
});

export const ManifestSchema = z.object({
  version: z.literal(1),
  ideas: z.record(z.string().regex(/^[1-9]\d*$/), ManifestEntrySchema),
});

export type Manifest = z.infer<typeof ManifestSchema>;
export type ManifestEntry = z.infer<typeof ManifestEntrySchema>;
