/**
 * for_you and not_interested: the workspace's For you through MCP. The picks are the workspace's own, from the
 * same model over the same vectors file (src/recommendations/model.ts, read from the site once per instance),
 * learning from the person's saved ideas (or those under one tag) against the ideas they are not interested in,
 * each with the saved idea it is most like and the reasons in the workspace's words. Server-only.
 */
import { z } from 'zod';
import { FOR_YOU_TEXT } from '../config/constants/for-you.ts';
import { RECOMMENDATIONS } from '../config/constants/recommendations.ts';
import { WORKSPACE_LIMITS } from '../config/constants/workspace.ts';
import { reasonPhrase } from '../ideas/reasons.ts';
import { ideaNumbers } from '../ideas/slug.ts';
import { deleteDismissed, insertDismissed, selectDismissed } from '../queries/dismissed.ts';
import { dbResult } from '../supabase/result.ts';
import { userTagValues } from '../workspace/filters.ts';
import { recommend, savedUnderTag } from '../recommendations/model.ts';
import { ideaAt, rankOfNumber } from './data.server.ts';
import { ToolError } from './errors.server.ts';
import { ideaReference } from './idea-reference.server.ts';
import { dataOrRefuse, workspaceIdOf } from './personal.server.ts';
import { readWorkspace } from './saved-ideas.server.ts';
import { ideaSummary, IdeaSummarySchema, summaryLine } from './summary.server.ts';
import { definePersonalTool } from './tool.server.ts';

const PickSchema = z.object({
  idea: IdeaSummarySchema,
  because: IdeaSummarySchema.describe('The saved idea it is most like.'),
  reasons: z.array(z.string()).describe('What the two share, in the workspace\'s words ("Also for law firms").'),
});

const forYouOutput = {
  learnedFrom: z.string().describe('"all saved ideas", or the tag learned from.'),
  saved: z.number().int().describe('Saved ideas learned from.'),
  picks: z.array(PickSchema).describe(`Best first; none below ${RECOMMENDATIONS.minSaved} saved ideas.`),
};

export const forYouTool = definePersonalTool({
  name: 'for_you',
  title: 'For you: ideas like the ones you saved',
  description: `Ideas you have not saved, ranked by how closely they match the ones you saved (or those under one of your tags), each with the saved idea it is most like and why. Ideas you marked not interested are left out. Needs ${RECOMMENDATIONS.minSaved} saved ideas and sign-in.`,
  personal: true,
  input: {
    tag: z.string().trim().min(1).max(WORKSPACE_LIMITS.tagMaxLength).optional().describe('Learn only from the saved ideas under this tag of yours.'),
    limit: z.number().int().min(1).max(RECOMMENDATIONS.count).optional().describe(`Picks, 1-${RECOMMENDATIONS.count} (default 10).`),
  },
  output: forYouOutput,
  async run(catalogue, { tag, limit }, person) {
    const [bundle, dismissed] = await Promise.all([readWorkspace(person), selectDismissed(person.db)]);
    const hidden = dataOrRefuse(dismissed, 'reading the ideas you are not interested in');
    const seeds = tag ? savedUnderTag(bundle.bookmarks, bundle.tags, tag) : bundle.bookmarks;
    if (tag && seeds.length === 0) {
      const tags = userTagValues(bundle.tags.filter((row) => bundle.bookmarks.includes(row.idea_id)));
      throw new ToolError(`None of your saved ideas is tagged "${tag}".${tags.length ? ` Your tags: ${tags.join(', ')}.` : ''}`);
    }
    const learnedFrom = tag ?? 'all saved ideas';
    if (seeds.length < RECOMMENDATIONS.minSaved) return { learnedFrom, saved: seeds.length, picks: [] };
    const model = await catalogue.recommendations();
    const picks = recommend(model, { saved: ideaNumbers(bundle.bookmarks), scope: ideaNumbers(seeds), dismissed: ideaNumbers(hidden.map((row) => row.idea_id)), limit: limit ?? 10 });
    const summaryOf = (number: number) => {
      const rank = rankOfNumber(catalogue, number);
      return rank === undefined ? undefined : ideaSummary(ideaAt(catalogue, rank), catalogue.site);
    };
    return {
      learnedFrom,
      saved: seeds.length,
      picks: picks.flatMap((pick) => {
        const idea = summaryOf(pick.number);
        const because = summaryOf(pick.because);
        return idea && because ? [{ idea, because, reasons: pick.shared.map(reasonPhrase) }] : [];
      }),
    };
  },
  text({ learnedFrom, saved, picks }) {
    if (saved < RECOMMENDATIONS.minSaved) return `${FOR_YOU_TEXT.tooFew(saved, RECOMMENDATIONS.minSaved)}${learnedFrom === 'all saved ideas' ? '' : ` tagged "${learnedFrom}"`} (save_idea saves one).`;
    if (picks.length === 0) return `${FOR_YOU_TEXT.none}. ${FOR_YOU_TEXT.noneHint}`;
    return [
      `${picks.length} ${picks.length === 1 ? 'idea' : 'ideas'} for you, learned from ${learnedFrom === 'all saved ideas' ? `your ${saved} saved ideas` : `your ${saved} saved ideas tagged "${learnedFrom}"`}, best first:`,
      ...picks.map(({ idea, because, reasons }) => `${summaryLine(idea)}\n  ${FOR_YOU_TEXT.because} #${because.number} ${because.heading}${reasons.length ? `: ${reasons.join(' · ')}` : ''}`),
    ].join('\n');
  },
});

export const notInterestedTool = definePersonalTool({
  name: 'not_interested',
  title: 'Not interested in an idea',
  description: 'Hides an idea from For you, and counts its words against similar ideas; undo: true shows it again. An idea you saved cannot be hidden (remove it first). Needs sign-in.',
  personal: true,
  writes: { destructive: false, idempotent: true },
  input: { idea: ideaReference, undo: z.boolean().optional().describe('true: show the idea in For you again.') },
  output: { idea: IdeaSummarySchema, hidden: z.boolean() },
  async run(catalogue, { idea: reference, undo }, person) {
    const { id, number, card } = workspaceIdOf(catalogue, reference);
    const idea = ideaSummary(card, catalogue.site);
    if (undo) {
      dataOrRefuse(await deleteDismissed(person.db, person.userId, id), 'showing the idea again');
      return { idea, hidden: false };
    }
    const saved = dataOrRefuse(dbResult(await person.db.from('idea_bookmarks').select('idea_id').eq('user_id', person.userId).eq('idea_id', id)), 'reading your saved ideas');
    if (saved.length > 0) throw new ToolError(`#${number} is one of your saved ideas; remove_idea removes it first if you are not interested in it.`);
    dataOrRefuse(await insertDismissed(person.db, person.userId, id), 'hiding the idea');
    return { idea, hidden: true };
  },
  text: ({ idea, hidden }) => (hidden ? `${FOR_YOU_TEXT.dismissed}: #${idea.number} ${idea.heading}. not_interested with undo: true shows it again.` : `#${idea.number} ${idea.heading} can be recommended again.`),
});
