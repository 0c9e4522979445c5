/**
 * The one address encoding of filter state, for discover and the workspace alike. Ships to the browser; pure.
 *
 * A page describes its filters as fields, each with its parameter name and form; reading and writing an
 * address are the same two functions everywhere. The forms are the ones the product spec in docs/ gives:
 * discover lists categories comma-separated (`primaryCategory=A,B`), the workspace repeats the parameter
 * (`tech=A&tech=B`). Reading an address replaces every filter: a missing or invalid value is the field's
 * default. Writing leaves parameters that are not filters (page, per, utm_*) alone and omits defaults.
 */

/** How one filter reads from and writes to an address. */
export interface AddressField<Value> {
  param: string;
  read(params: URLSearchParams): Value;
  /** Writes the value into `params`, or removes the parameter when the value is the default. */
  write(params: URLSearchParams, value: Value): void;
}

export type AddressFields<Filters> = { [Key in keyof Filters]: AddressField<Filters[Key]> };

/** Trimmed, blanks dropped, first occurrence kept. */
function uniqueValues(values: readonly string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))];
}

function setOrDelete(params: URLSearchParams, param: string, value: string): void {
  if (value) params.set(param, value);
  else params.delete(param);
}

/** Free text; a blank one (`q=+`) is no text, and is left out of the address. */
export function textField(param: string): AddressField<string> {
  return {
    param,
    read: (params) => {
      const text = params.get(param);
      return text?.trim() ? text : '';
    },
    write: (params, value) => setOrDelete(params, param, value.trim() ? value : ''),
  };
}

/** "a, b,,a" -> ['a', 'b']. */
export function parseList(value: string | null): string[] {
  return value ? uniqueValues(value.split(',')) : [];
}

/** A list as one comma-separated value (`primaryCategory=A,B`); for names that never hold a comma. */
export function commaListField(param: string): AddressField<string[]> {
  return {
    param,
    read: (params) => parseList(params.get(param)),
    write: (params, values) => setOrDelete(params, param, values.join(',')),
  };
}

/** A list as the parameter repeated (`tag=A&tag=B`), so a value may hold a comma. */
export function repeatedListField(param: string): AddressField<string[]> {
  return {
    param,
    read: (params) => uniqueValues(params.getAll(param)),
    write: (params, values) => {
      params.delete(param);
      for (const value of values) params.append(param, value);
    },
  };
}

/** One of `options`; an unknown value reads as `fallback`, which the address leaves out. */
export function choiceField<Value extends string>(param: string, options: readonly { value: Value }[], fallback: Value): AddressField<Value> {
  const isOption = (value: string | null): value is Value => options.some((option) => option.value === value);
  return {
    param,
    read: (params) => {
      const value = params.get(param);
      return isOption(value) ? value : fallback;
    },
    write: (params, value) => setOrDelete(params, param, value === fallback ? '' : value),
  };
}

/** A value with its own text form: `fromText` falls back to the default, `toText` gives '' for it. */
export function codedField<Value>(param: string, fromText: (text: string | null) => Value, toText: (value: Value) => string): AddressField<Value> {
  return {
    param,
    read: (params) => fromText(params.get(param)),
    write: (params, value) => setOrDelete(params, param, toText(value)),
  };
}

function entries<Filters>(fields: AddressFields<Filters>): [keyof Filters, AddressField<Filters[keyof Filters]>][] {
  return Object.entries(fields) as [keyof Filters, AddressField<Filters[keyof Filters]>][];
}

export function readAddress<Filters>(fields: AddressFields<Filters>, params: URLSearchParams): Filters {
  return Object.fromEntries(entries(fields).map(([key, field]) => [key, field.read(params)])) as Filters;
}

/** Writes the filters into a copy of `base`, leaving other parameters alone. */
export function writeAddress<Filters>(fields: AddressFields<Filters>, filters: Filters, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const [key, field] of entries(fields)) field.write(params, filters[key]);
  return params;
}

/** The parameter names the filters use. */
export function addressParams<Filters>(fields: AddressFields<Filters>): string[] {
  return entries(fields).map(([, field]) => field.param);
}

/** Whether two filter states mean the same address (list order and blank text included). */
export function sameAddress<Filters>(fields: AddressFields<Filters>, a: Filters, b: Filters): boolean {
  return writeAddress(fields, a).toString() === writeAddress(fields, b).toString();
}
