/**
 * The one way the build, the functions and the Node commands read environment variables: a zod schema
 * over the environment, and on failure an error listing every wrong variable with zod's own wording
 * (z.prettifyError), never a value, because values may be secrets. Server-only and build-time: the
 * browser reads PUBLIC_* through import.meta.env instead.
 */
import { z } from 'zod';

/** A missing or malformed variable; the message names each one and says what is wrong. */
export class EnvError extends Error {
  override name = 'EnvError';
}

type ErrorClass = new (message: string) => Error;

/**
 * `label` opens the message ("Mail configuration"); `Failure` lets a caller keep its own error class, which
 * its callers catch to tell a configuration problem from any other failure.
 */
export function parseEnv<T extends z.ZodType>(
  schema: T,
  source: Record<string, string | undefined>,
  label: string,
  Failure: ErrorClass = EnvError,
): z.output<T> {
  const parsed = schema.safeParse(source);
  if (!parsed.success) throw new Failure(`${label}:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
