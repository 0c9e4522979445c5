/**
 * read_note and write_note: the person's note on an idea, the same row the workspace's notes editor reads and
 * writes (user_idea_notes), under the workspace's conflict rule: a note is stored only over the text its writer
 * last read. The assistant passes that text back; when the stored note is another one (written in the workspace
 * or by another assistant meanwhile), nothing is written and the refusal carries both texts, so nothing is lost.
 * The write itself goes through the workspace's writeNoteOver, whose check is in the update's own filter: two
 * writers can never both pass it. Server-only.
 */
import { z } from 'zod';
import { WORKSPACE_LIMITS } from '../config/constants/workspace.ts';
import { writeNoteOver } from '../queries/workspace.ts';
import { dbResult } from '../supabase/result.ts';
import { storedNote } from '../workspace/records.ts';
import { ToolError } from './errors.server.ts';
import { ideaReference } from './idea-reference.server.ts';
import { dataOrRefuse, type Person } from './personal.server.ts';
import { savedIdOf, summaryOfId } from './saved-ideas.server.ts';
import { definePersonalTool } from './tool.server.ts';

async function storedRow(person: Person, id: string) {
  return dataOrRefuse(dbResult(await person.db.from('user_idea_notes').select('*').eq('user_id', person.userId).eq('idea_id', id).maybeSingle()), 'reading the note');
}

const noteOutput = {
  number: z.number().int(),
  heading: z.string().optional().describe("The idea's name, while the catalogue publishes it."),
  text: z.string().describe('The note; empty when there is none.'),
  updatedAt: z.string().optional().describe('When it was last stored.'),
};

/** The refusal of a stale write: both texts, quoted whole, and how to go on. */
export function staleNoteMessage(number: number, stored: string, yours: string): string {
  return [
    `The note on #${number} changed since you read it, so nothing was written.`,
    'Stored now:',
    '"""',
    stored,
    '"""',
    'Yours:',
    '"""',
    yours,
    '"""',
    'Merge them if both matter, then call write_note again with previous set to the stored text.',
  ].join('\n');
}

export const readNoteTool = definePersonalTool({
  name: 'read_note',
  title: 'Read your note on an idea',
  description: 'Your note on an idea, as your workspace shows it. write_note needs this text back as previous. Needs sign-in.',
  personal: true,
  input: { idea: ideaReference },
  output: noteOutput,
  async run(catalogue, { idea: reference }, person) {
    const { id, number } = savedIdOf(catalogue, reference);
    const row = await storedRow(person, id);
    const heading = summaryOfId(catalogue, id)?.heading;
    return { number, ...(heading ? { heading } : {}), text: row?.content ?? '', ...(row ? { updatedAt: row.updated_at } : {}) };
  },
  text: ({ number, text }) => (text ? `Your note on #${number}:\n${text}` : `You have no note on #${number}.`),
});

export const writeNoteTool = definePersonalTool({
  name: 'write_note',
  title: 'Write your note on an idea',
  description: `Stores your note on an idea (at most ${WORKSPACE_LIMITS.noteMaxLength} characters; empty text clears it; a note saves its idea). Pass as previous the text read_note gave you ("" when there was none): if the note changed since, nothing is written and the answer shows both texts. Needs sign-in.`,
  personal: true,
  writes: { destructive: true, idempotent: true },
  input: {
    idea: ideaReference,
    text: z.string().max(100_000).describe('The whole new note.'),
    previous: z.string().max(100_000).describe('The note as you last read it ("" when there was none).'),
  },
  output: noteOutput,
  async run(catalogue, { idea: reference, text, previous }, person) {
    if (text.length > WORKSPACE_LIMITS.noteMaxLength) {
      throw new ToolError(`The note is ${text.length} characters; a note holds at most ${WORKSPACE_LIMITS.noteMaxLength}. Nothing was written: shorten it and write again.`);
    }
    const content = storedNote(text);
    // A note saves its idea: only ideas the catalogue publishes; clearing one works for any.
    const { id, number } = savedIdOf(catalogue, reference);
    if (content !== null && !summaryOfId(catalogue, id)) throw new ToolError(`There is no idea number ${number} to write a note on.`);
    const row = await storedRow(person, id);
    const stored = row?.content ?? '';
    if (stored !== previous && stored !== (content ?? '')) throw new ToolError(staleNoteMessage(number, stored, text));
    if (content === null && !row) return { number, text: '' };
    const written = dataOrRefuse(await writeNoteOver(person.db, person.userId, id, content, row?.updated_at ?? null), 'writing the note');
    if ('conflict' in written) throw new ToolError(staleNoteMessage(number, written.conflict.content ?? '', text));
    const heading = summaryOfId(catalogue, id)?.heading;
    return { number, ...(heading ? { heading } : {}), text: written.stored.content ?? '', updatedAt: written.stored.updated_at };
  },
  text: ({ number, text }) => (text ? `Stored your note on #${number}.` : `Cleared your note on #${number}.`),
});
