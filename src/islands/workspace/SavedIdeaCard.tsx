/** Ships to the browser: one saved idea in the workspace, the idea card with the user's tags and note. */
import { WORKSPACE_TEXT } from '../../config/constants/workspace.ts';
import { toggleBookmark } from '../../stores/workspace/bookmarks.ts';
import { rememberWorkspaceNavigation } from '../../workspace/navigation.ts';
import type { SavedIdea } from '../../workspace/saved-ideas.ts';
import { IdeaCard } from '../IdeaCard.tsx';
import NotesEditor from './NotesEditor.tsx';
import RelatedList from './RelatedList.tsx';
import TagsEditor from './TagsEditor.tsx';

export default function SavedIdeaCard({ idea, busy }: { idea: SavedIdea; busy: boolean }) {
  return (
    <IdeaCard
      idea={idea}
      onOpen={() => rememberWorkspaceNavigation(idea.path)}
      data-saved-idea={idea.id}
      actions={
        <button type="button" onClick={() => void toggleBookmark(idea.id)} disabled={busy} className="btn-secondary text-red-700 disabled:opacity-60" data-remove-idea>
          Remove<span className="sr-only"> {idea.heading} from workspace</span>
        </button>
      }
    >
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
    </IdeaCard>
  );
}
