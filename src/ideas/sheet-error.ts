/** A problem with the sheet as a whole: the build must stop rather than publish a broken or empty catalogue. */
export class SheetError extends Error {
  override name = 'SheetError';
}
