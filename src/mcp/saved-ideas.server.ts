/**
 * The person's saved ideas through MCP, with the workspace's own queries and rules (src/queries/workspace.ts,
 * src/workspace/records.ts): list_saved_ideas (with tags, notes and paper read state), save_idea, remove_idea
 * and set_tags. As in the workspace, removing an idea keeps its tags and note, and a tag saves its idea first
 * (the database's trigger). Server-only.
 */
import { z } from 'zod';
import { MCP_PERSONAL } from '../config/constants/mcp.ts';
import { WORKSPACE_LIMITS } from '../config/constants/workspace.ts';
import { ideaId, ideaNumber } from '../ideas/slug.ts';
import { bundleFrom, insertBookmark, insertTag } from '../queries/workspace.ts';
import { dbResult } from '../supabase/result.ts';
import { isRead, noteOf, tagsOf, type WorkspaceBundle } from '../workspace/records.ts';
import { savedUnderTag } from '../recommendations/model.ts';
import { page } from './cursor.server.ts';
import { ideaAt, type LoadedCatalogue, rankOfNumber } from './data.server.ts';
import { ToolError } from './errors.server.ts';
import { ideaReference } from './idea-reference.server.ts';
import { dataOrRefuse, type Person, workspaceIdOf } from './personal.server.ts';
import { ideaSummary, IdeaSummarySchema, summaryLine, type IdeaSummary } from './summary.server.ts';
import { definePersonalTool } from './tool.server.ts';

/** The person's whole workspace in one round trip, as the browser loads it. */
export async function readWorkspace(person: Person): Promise<WorkspaceBundle> {
  const bulk = dataOrRefuse(dbResult(await person.db.rpc('workspace_bulk')), 'reading your saved ideas');
  return dataOrRefuse(bundleFrom(bulk), 'reading your saved ideas');
}

/** The summary of a workspace id's idea while the catalogue publishes it. */
export function summaryOfId(catalogue: LoadedCatalogue, id: string): IdeaSummary | undefined {
  const number = ideaNumber(id);
  const rank = number === null ? undefined : rankOfNumber(catalogue, number);
  return rank === undefined ? undefined : ideaSummary(ideaAt(catalogue, rank), catalogue.site);
}

/**
 * An idea the person may have saved: any idea number (also one no longer published, which the workspace still
 * holds), else an idea of the catalogue by slug or address.
 */
export function savedIdOf(catalogue: LoadedCatalogue, reference: number | string): { id: string; number: number } {
  const plain = typeof reference === 'number' ? reference : /^(?:idea-)?(\d{1,9})$/.exec(reference.trim())?.[1];
  if (plain !== undefined) return { id: ideaId(Number(plain)), number: Number(plain) };
  return workspaceIdOf(catalogue, reference);
}

const SavedIdeaSchema = z.object({
  number: z.number().int(),
  idea: IdeaSummarySchema.optional().describe('Absent when the catalogue no longer publishes the idea.'),
  tags: z.array(z.string()).describe('Your tags on it.'),
  note: z.string().describe('Your note on it; empty when none.'),
  paperRead: z.boolean().describe("Whether you marked its paper read."),
});

const listInput = {
  tag: z.string().trim().min(1).max(WORKSPACE_LIMITS.tagMaxLength).optional().describe('Only the saved ideas under this tag of yours.'),
  limit: z.number().int().min(1).max(MCP_PERSONAL.maxLimit).optional().describe(`Ideas per answer, 1-${MCP_PERSONAL.maxLimit} (default ${MCP_PERSONAL.defaultLimit}).`),
  cursor: z.string().max(100).optional().describe('nextCursor of the previous answer, for the next page.'),
};

const listOutput = { total: z.number().int(), ideas: z.array(SavedIdeaSchema), nextCursor: z.string().optional() };

type SavedIdea = z.infer<typeof SavedIdeaSchema>;

function savedLine(saved: SavedIdea): string {
  const head = saved.idea ? summaryLine(saved.idea) : `#${saved.number} (no longer published)`;
  const details = [
    saved.tags.length ? `tags: ${saved.tags.join(', ')}` : '',
    saved.paperRead ? 'paper read' : '',
    saved.note ? `note: ${saved.note}` : '',
  ].filter(Boolean);
  return details.length ? `${head}\n  ${details.join('\n  ')}` : head;
}

export const listSavedIdeasTool = definePersonalTool({
  name: 'list_saved_ideas',
  title: 'Your saved ideas',
  description: 'The ideas you saved to your workspace, most recently saved first, each with your tags, your note and whether you read its paper. Needs sign-in.',
  personal: true,
  input: listInput,
  output: listOutput,
  async run(catalogue, { tag, limit, cursor }, person) {
    const bundle = await readWorkspace(person);
    const ids = tag ? savedUnderTag(bundle.bookmarks, bundle.tags, tag) : bundle.bookmarks;
    const { items, nextCursor } = page(ids, cursor, limit ?? MCP_PERSONAL.defaultLimit);
    const ideas = items.map((id): SavedIdea => {
      const idea = summaryOfId(catalogue, id);
      return {
        number: ideaNumber(id) ?? 0,
        ...(idea ? { idea } : {}),
        tags: tagsOf(bundle, id).map((row) => row.tag_value),
        note: noteOf(bundle, id),
        paperRead: isRead(bundle, id),
      };
    });
    return { total: ids.length, ideas, ...(nextCursor ? { nextCursor } : {}) };
  },
  text(output, { tag }) {
    if (output.total === 0) return tag ? `None of your saved ideas is tagged "${tag}".` : 'You have not saved any idea yet. save_idea saves one.';
    return [
      `${output.total} saved ${output.total === 1 ? 'idea' : 'ideas'}${tag ? ` tagged "${tag}"` : ''}, most recently saved first; showing ${output.ideas.length}.`,
      ...output.ideas.map(savedLine),
      ...(output.nextCursor ? [`More: call again with cursor "${output.nextCursor}".`] : []),
    ].join('\n');
  },
});

const ideaInput = { idea: ideaReference };

export const saveIdeaTool = definePersonalTool({
  name: 'save_idea',
  title: 'Save an idea',
  description: 'Saves an idea to your workspace (saving it again changes nothing). Needs sign-in.',
  personal: true,
  writes: { destructive: false, idempotent: true },
  input: ideaInput,
  output: { idea: IdeaSummarySchema },
  async run(catalogue, { idea: reference }, person) {
    const { id, card } = workspaceIdOf(catalogue, reference);
    dataOrRefuse(await insertBookmark(person.db, person.userId, id), 'saving the idea');
    return { idea: ideaSummary(card, catalogue.site) };
  },
  text: ({ idea }) => `Saved to your workspace: ${summaryLine(idea)}`,
});

export const removeIdeaTool = definePersonalTool({
  name: 'remove_idea',
  title: 'Remove a saved idea',
  description: 'Removes an idea from your saved ideas. Its tags and note are kept, and come back if you save it again. Needs sign-in.',
  personal: true,
  writes: { destructive: true, idempotent: true },
  input: ideaInput,
  output: { number: z.number().int(), removed: z.boolean().describe('False when it was not saved.') },
  async run(catalogue, { idea: reference }, person) {
    const { id, number } = savedIdOf(catalogue, reference);
    const rows = dataOrRefuse(dbResult(await person.db.from('idea_bookmarks').delete().eq('user_id', person.userId).eq('idea_id', id).select('idea_id')), 'removing the idea');
    return { number, removed: rows.length > 0 };
  },
  text: ({ number, removed }) => (removed ? `Removed #${number} from your saved ideas; its tags and note are kept.` : `#${number} was not among your saved ideas; nothing changed.`),
});

/** The tags as they will be stored: trimmed, each once (compared without case, as the database does), none too long. */
function checkedTags(values: readonly string[]): string[] {
  const kept = new Map<string, string>();
  for (const value of values) {
    const trimmed = value.trim();
    if (!trimmed) throw new ToolError('A tag cannot be empty; nothing was changed.');
    if (Array.from(trimmed).length > WORKSPACE_LIMITS.tagMaxLength) throw new ToolError(`The tag "${trimmed}" is over ${WORKSPACE_LIMITS.tagMaxLength} characters; nothing was changed.`);
    if (!kept.has(trimmed.toLowerCase())) kept.set(trimmed.toLowerCase(), trimmed);
  }
  return [...kept.values()];
}

export const setTagsTool = definePersonalTool({
  name: 'set_tags',
  title: 'Set the tags of a saved idea',
  description: `Makes these your tags on an idea, exactly: tags not listed are removed, new ones added (an empty list removes them all). Tagging an idea saves it. Each tag 1-${WORKSPACE_LIMITS.tagMaxLength} characters. Needs sign-in.`,
  personal: true,
  writes: { destructive: true, idempotent: true },
  input: { idea: ideaReference, tags: z.array(z.string().max(200)).max(50).describe('Every tag the idea should have.') },
  output: { number: z.number().int(), tags: z.array(z.string()) },
  async run(catalogue, { idea: reference, tags }, person) {
    const wanted = checkedTags(tags);
    const { id, number } = wanted.length ? workspaceIdOf(catalogue, reference) : savedIdOf(catalogue, reference);
    const stored = dataOrRefuse(
      dbResult(await person.db.from('user_idea_tags').select('*').eq('user_id', person.userId).eq('idea_id', id).eq('tag_type', 'theme').order('created_at')),
      'reading the tags',
    );
    const has = new Set(stored.map((row) => row.tag_value.trim().toLowerCase()));
    const keep = new Set(wanted.map((tag) => tag.toLowerCase()));
    // New tags first: a failure then leaves every tag the idea had.
    for (const tag of wanted.filter((value) => !has.has(value.toLowerCase()))) {
      const added = await insertTag(person.db, { userId: person.userId, ideaId: id, tagType: 'theme', value: tag });
      if (!added.ok && added.reason !== 'exists') dataOrRefuse(added, 'adding a tag');
    }
    const dropped = stored.filter((row) => !keep.has(row.tag_value.trim().toLowerCase())).map((row) => row.id);
    if (dropped.length) dataOrRefuse(dbResult(await person.db.from('user_idea_tags').delete().eq('user_id', person.userId).in('id', dropped)), 'removing a tag');
    const now = dataOrRefuse(
      dbResult(await person.db.from('user_idea_tags').select('tag_value').eq('user_id', person.userId).eq('idea_id', id).eq('tag_type', 'theme').order('created_at')),
      'reading the tags',
    );
    return { number, tags: now.map((row) => row.tag_value) };
  },
  text: ({ number, tags }) => (tags.length ? `#${number} is tagged ${tags.map((tag) => `"${tag}"`).join(', ')}.` : `#${number} has no tags now.`),
});
