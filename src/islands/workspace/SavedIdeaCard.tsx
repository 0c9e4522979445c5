/** Ships to the browser: one saved idea in the workspace, with the user's tags and note. */
import { WORKSPACE_TEXT } from '../../config/constants.ts';
import { formatDate } from '../../ideas/format.ts';
import { toggleBookmark } from '../../stores/workspace.ts';
import type { SavedIdea } from '../../workspace/saved-ideas.ts';
import { CategoryChip } from '../discover/IdeaCard.tsx';
import CompositeScore from './CompositeScore.tsx';
import NotesEditor from './NotesEditor.tsx';
import RelatedList from './RelatedList.tsx';
import { rememberWorkspaceNavigation } from '../../workspace/navigation.ts';
import TagsEditor from './TagsEditor.tsx';
import CompareToggle from '../compare/CompareToggle.tsx';

export default function SavedIdeaCard({ idea, busy }: { idea: SavedIdea; busy: boolean }) {
  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-saved-idea={idea.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <time dateTime={idea.dateAdded} className="text-sm text-slate-700">
            {formatDate(idea.dateAdded)}
          </time>
          <CompositeScore score={idea.totalScore} />
        </div>
        <ul className="flex flex-wrap gap-2">
          <CategoryChip kind="primaryCategory" name={idea.primaryCategory} />
          {idea.secondaryCategory ? <CategoryChip kind="secondaryCategory" name={idea.secondaryCategory} /> : null}
        </ul>
      </div>
      <h2 className="text-lg leading-snug font-bold text-ink">
        <a href={idea.path} onClick={() => rememberWorkspaceNavigation(idea.path)} className="hover:text-brand-700 hover:underline">
          {idea.heading}
        </a>
      </h2>
      <div className="text-sm">
        <p className="font-semibold text-ink">Business model</p>
        <p className="mt-1 text-slate-700">{idea.businessModel ?? WORKSPACE_TEXT.businessModelFallback}</p>
      </div>
      {idea.related ? <RelatedList related={idea.related} /> : null}
      <div>
        <p className="mb-2 text-sm font-semibold text-ink">Your tags</p>
        <TagsEditor ideaId={idea.id} enabled />
      </div>
      <div>
        <p className="mb-2 text-sm font-semibold text-ink">Your note</p>
        <NotesEditor ideaId={idea.id} enabled />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={() => void toggleBookmark(idea.id)} disabled={busy} className="btn-secondary text-red-700 disabled:opacity-60" data-remove-idea>
          Remove<span className="sr-only"> {idea.heading} from workspace</span>
        </button>
        <CompareToggle pick={idea} size="button" />
      </div>
    </article>
  );
}
