/**
 * Ships to the browser: a note that another tab or device changed while this one was being written. Both
 * texts are shown; the person keeps theirs, takes the other, or edits a merge that starts with both.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { WORKSPACE_LIMITS, WORKSPACE_TEXT } from '../../config/constants/workspace.ts';
import { resolveNoteConflict, type NoteConflict as Conflict } from '../../stores/workspace/notes.ts';
import { clampNote } from '../../workspace/records.ts';

export default function NoteConflict({ ideaId, mine, other, onResolved }: { ideaId: string; mine: string; other: Conflict; onResolved: () => void }) {
  const [merge, setMerge] = useState(() => clampNote([other.text, mine].filter((text) => text.trim()).join(WORKSPACE_TEXT.conflictMergeSeparator)));
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = { title: useId(), merge: useId() };

  // The editor the person was typing in is gone: the choice it now needs is where they land.
  useEffect(() => heading.current?.focus(), []);

  function resolve(text: string | null) {
    onResolved();
    void resolveNoteConflict(ideaId, text);
  }

  return (
    <section aria-labelledby={ids.title} className="rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm" data-note-conflict>
      <h4 id={ids.title} ref={heading} tabIndex={-1} className="font-semibold text-ink">
        {WORKSPACE_TEXT.conflictTitle}
      </h4>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <div className="min-w-0">
          <h5 className="text-xs font-semibold text-slate-700">{WORKSPACE_TEXT.conflictOther}</h5>
          <p className="mt-1 rounded border border-slate-200 bg-white p-2 break-words whitespace-pre-wrap text-slate-800" data-conflict-other>
            {other.text}
          </p>
        </div>
        <div className="min-w-0">
          <h5 className="text-xs font-semibold text-slate-700">{WORKSPACE_TEXT.conflictMine}</h5>
          <p className="mt-1 rounded border border-slate-200 bg-white p-2 break-words whitespace-pre-wrap text-slate-800" data-conflict-mine>
            {mine}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={() => resolve(mine)}>
          {WORKSPACE_TEXT.conflictKeepMine}
        </button>
        <button type="button" className="btn-secondary" onClick={() => resolve(null)}>
          {WORKSPACE_TEXT.conflictUseOther}
        </button>
      </div>
      <label htmlFor={ids.merge} className="mt-3 block text-xs font-semibold text-slate-700">
        {WORKSPACE_TEXT.conflictMergeLabel}
      </label>
      <textarea
        id={ids.merge}
        value={merge}
        rows={5}
        maxLength={WORKSPACE_LIMITS.noteMaxLength}
        onChange={(event) => setMerge(clampNote(event.target.value))}
        className="mt-1 w-full rounded-lg border border-slate-300 bg-white p-3 text-sm text-ink"
      />
      <button type="button" className="btn-secondary mt-2" onClick={() => resolve(merge)}>
        {WORKSPACE_TEXT.conflictSaveMerge}
      </button>
    </section>
  );
}
