/**
 * How every tool finds an idea: by number, by slug, or by any address of it (the page, its .json/.md/.bib
 * files, the /idea/{n} alias), refused with a plain sentence when none. Server-only.
 */
import { z } from 'zod';
import { ideaNumberFromTail } from '../ideas/slug.ts';
import { ideaAt, type LoadedCatalogue, rankOfNumber } from './data.server.ts';
import { ToolError } from './errors.server.ts';

const IDEA_PATH = /^\/idea\/([^/?#]+?)(?:\.(?:json|md|bib))?\/?$/;

export const ideaReference = z
  .union([z.number().int().positive(), z.string().trim().min(1).max(500)])
  .describe('The idea: its number (12), its slug (ai-agent-for-x-12), or any address of it (https://…/idea/ai-agent-for-x-12).');

/** The rank of the idea a number, slug or address names; refused with a plain sentence when none. */
export function findIdea(catalogue: LoadedCatalogue, reference: number | string): number {
  if (typeof reference === 'number' || /^\d+$/.test(reference)) return rankOrRefuse(catalogue, Number(reference));
  let tail = reference;
  if (/^[a-z][a-z0-9+.-]*:/i.test(reference) || reference.startsWith('/')) {
    let pathname: string;
    try {
      pathname = new URL(reference, catalogue.site).pathname;
    } catch {
      throw new ToolError(`"${reference}" is not an idea number, slug or address.`);
    }
    const match = IDEA_PATH.exec(pathname);
    if (!match) throw new ToolError(`"${reference}" is not the address of an idea (those look like ${new URL('/idea/{slug}-{number}', catalogue.site).href}).`);
    tail = match[1]!;
  }
  const number = ideaNumberFromTail(tail);
  if (number !== null) return rankOrRefuse(catalogue, number);
  // A slug without its number: the slug alone, when exactly one idea has it.
  const named = catalogue.data.cards.flatMap((idea, rank) => (idea.slug === tail.toLowerCase() ? [rank] : []));
  if (named.length === 1) return named[0]!;
  if (named.length > 1) throw new ToolError(`Several ideas have the slug "${tail}": numbers ${named.map((rank) => ideaAt(catalogue, rank).number).join(', ')}. Ask for one by number.`);
  throw new ToolError(`No idea has the slug "${tail}". search_ideas finds ideas by words.`);
}

function rankOrRefuse(catalogue: LoadedCatalogue, number: number): number {
  const rank = rankOfNumber(catalogue, number);
  if (rank === undefined) throw new ToolError(`There is no idea number ${number} (the catalogue has ${catalogue.data.cards.length} ideas; search_ideas or newest_ideas list them).`);
  return rank;
}
