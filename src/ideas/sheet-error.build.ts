/**
 * A problem with the sheet as a whole: the build must stop rather than publish a broken or empty catalogue.
 * An AstroError, so `astro build` prints it as Starlight's friendly errors are printed: the message says what
 * is wrong and where (row, column), the hint (under "Hint:") what to change in the sheet or the settings.
 */
import { AstroError } from 'astro/errors';

export class SheetError extends AstroError {
  override name = 'SheetError';
}
