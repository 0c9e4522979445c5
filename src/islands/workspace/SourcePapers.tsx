/** Ships to the browser: the source papers of the saved ideas, with read state kept in the database. */
import { useId, useState } from 'react';
import { WORKSPACE_TEXT } from '../../config/constants/workspace.ts';
import { setPaperRead } from '../../stores/workspace/reads.ts';
import { isRead, noteOf, tagsOf, wordPreview, type WorkspaceBundle } from '../../workspace/records.ts';
import type { SavedIdea } from '../../workspace/saved-ideas.ts';
import { type PaperFilter, PAPER_FILTERS, papersFor } from '../../workspace/papers.ts';

interface Props {
  ideas: readonly SavedIdea[];
  bundle: WorkspaceBundle;
  /** Whether the user has saved anything at all (before the header filters). */
  hasSaved: boolean;
}

export default function SourcePapers({ ideas, bundle, hasSaved }: Props) {
  const [filter, setFilter] = useState<PaperFilter>('all');
  const { shown, readCount, empty } = papersFor(ideas, bundle, filter, hasSaved);
  return (
    <section aria-labelledby="papers-title" data-source-papers>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="papers-title" className="text-xl font-bold text-ink">
          Source Papers
        </h2>
        <p className="text-sm text-slate-700" data-read-count>
          {readCount} of {ideas.length} read
        </p>
      </div>
      <div role="group" aria-label="Show papers" className="mt-4 inline-flex rounded-lg border border-slate-300 bg-white p-1">
        {PAPER_FILTERS.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={filter === option.value}
            onClick={() => setFilter(option.value)}
            className={`min-h-9 rounded-md px-3 text-sm font-medium ${filter === option.value ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
          >
            {option.label}
          </button>
        ))}
      </div>
      {empty ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-8 text-center" data-papers-empty>
          <p className="font-semibold text-ink">{empty.title}</p>
          {empty.body ? <p className="mt-1 text-sm text-slate-700">{empty.body}</p> : null}
        </div>
      ) : (
        <ul className="mt-6 grid gap-4">
          {shown.map((idea) => (
            <li key={idea.id}>
              <PaperItem idea={idea} bundle={bundle} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PaperItem({ idea, bundle }: { idea: SavedIdea; bundle: WorkspaceBundle }) {
  const read = isRead(bundle, idea.id);
  const tags = tagsOf(bundle, idea.id);
  const note = noteOf(bundle, idea.id);
  const [expanded, setExpanded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const notesId = useId();
  const preview = wordPreview(note);
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-paper={idea.id} data-read={read ? 'true' : 'false'}>
      <h3 className="text-lg leading-snug font-bold text-ink">{idea.title ?? idea.heading}</h3>
      <p className="mt-1 text-sm text-slate-700">{idea.authors ?? WORKSPACE_TEXT.authorsFallback}</p>
      <p className="mt-3 text-sm text-slate-800">{idea.summary ?? WORKSPACE_TEXT.summaryFallback}</p>
      <p className="mt-3 text-sm">
        <span className="font-semibold text-ink">Venture idea: </span>
        <a href={`/workspace?${new URLSearchParams({ q: idea.heading })}`} className="link">
          {idea.heading}
        </a>
      </p>
      {tags.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Your tags">
          {tags.map((tag) => (
            <li key={tag.id} className="chip">
              {tag.tag_value}
            </li>
          ))}
        </ul>
      ) : null}
      {note ? (
        <div className="mt-3 rounded-xl bg-slate-50 p-3 text-sm">
          <div className="flex items-center justify-between gap-2">
            <p className="font-semibold text-ink">{WORKSPACE_TEXT.yourNotes}</p>
            {preview.truncated ? (
              <button type="button" className="link text-sm" aria-expanded={expanded} aria-controls={notesId} onClick={() => setExpanded(!expanded)}>
                {expanded ? 'Show less' : 'Show more'}
              </button>
            ) : null}
          </div>
          <p id={notesId} className="mt-1 whitespace-pre-wrap text-slate-800">
            {expanded || !preview.truncated ? note : preview.text}
          </p>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {idea.paperUrl ? (
          <a href={idea.paperUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary min-h-10">
            {WORKSPACE_TEXT.readPaper}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <button type="button" disabled className="btn-secondary min-h-10 cursor-not-allowed opacity-60">
            {WORKSPACE_TEXT.paperUnavailable}
          </button>
        )}
        {idea.chatLink ? (
          <a href={idea.chatLink} target="_blank" rel="noopener noreferrer" className="btn-secondary min-h-10">
            {WORKSPACE_TEXT.chatWithPaper}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
        <button
          type="button"
          aria-pressed={read}
          onClick={() => void setPaperRead(idea.id, !read).then((result) => setError(result.error))}
          className={read ? 'btn-secondary min-h-10' : 'btn-primary min-h-10'}
          data-read-toggle
        >
          {read ? WORKSPACE_TEXT.markUnread : WORKSPACE_TEXT.markRead}
        </button>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </article>
  );
}
