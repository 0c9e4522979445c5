/**
 * The phrase a reason is read as (REASON_TEXT): "Also for law firms", "Same problem: margin pressure",
 * "Legal & Compliance, like 2 ideas you saved". Ships to the browser (For you); pure.
 */
import { REASON_TEXT } from '../config/constants/catalogue.ts';
import type { Reason } from './term-vectors.ts';

export function reasonPhrase({ kind, label, saved }: Reason): string {
  if (kind === 'category') return saved ? REASON_TEXT.categorySaved(label, saved) : REASON_TEXT.category(label);
  return REASON_TEXT[kind](label);
}

/** Reasons as one line. */
export const reasonLine = (reasons: readonly Reason[]): string => reasons.map(reasonPhrase).join(REASON_TEXT.separator);
