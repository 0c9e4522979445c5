/**
 * Numbered pagination maths: used when the address has page or per. Ships to the browser; pure.
 */
import { LIMITS } from '../config/constants/catalogue.ts';

export interface PageRequest {
  page: number;
  per: number;
}

export interface PageSlice extends PageRequest {
  lastPage: number;
  /** Index range [start, end) of the ordered results shown on this page. */
  start: number;
  end: number;
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** null when neither page nor per is in the address (the list then scrolls infinitely). */
export function pageRequestFromParams(params: URLSearchParams): PageRequest | null {
  if (!params.has('page') && !params.has('per')) return null;
  const per = Math.min(positiveInt(params.get('per')) ?? LIMITS.perDefault, LIMITS.perMax);
  return { page: positiveInt(params.get('page')) ?? 1, per };
}

/** The page clamped to the last page (at least 1), and the result range it shows. */
export function pageSlice(total: number, request: PageRequest): PageSlice {
  const lastPage = Math.max(1, Math.ceil(total / request.per));
  const page = Math.min(request.page, lastPage);
  const start = (page - 1) * request.per;
  return { page, per: request.per, lastPage, start, end: Math.min(total, start + request.per) };
}

/** Up to `size` page numbers around the current page, shifted to stay inside 1..lastPage. */
export function pageWindow(page: number, lastPage: number, size: number = LIMITS.paginationWindow): number[] {
  const count = Math.min(size, lastPage);
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), lastPage - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}
