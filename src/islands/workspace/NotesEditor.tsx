/**
 * Ships to the browser: the user's note on one saved idea. Display, then editing (Edit or the placeholder
 * opens it); Escape, Cmd/Ctrl+Enter, or leaving it empty closes it. Saves 1 s after typing stops
 * ('Saving...', then 'Saved' for 2 s); at most 2000 characters, extra input is ignored. When another tab or
 * device changed the note meanwhile, the conflict panel takes the editor's place until the person chooses.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { WORKSPACE_LIMITS, WORKSPACE_TEXT } from '../../config/constants/workspace.ts';
import { $pendingNotes, editNote, noteVersion, saveNote } from '../../stores/workspace/notes.ts';
import { $workspace } from '../../stores/workspace/bundle.ts';
import NoteConflict from './NoteConflict.tsx';
import { clampNote, noteOf } from '../../workspace/records.ts';

export default function NotesEditor({ ideaId, enabled }: { ideaId: string; enabled: boolean }) {
  const workspace = useStore($workspace);
  const pending = useStore($pendingNotes)[ideaId];
  // What the user typed last wins over the server's copy until the server has it.
  const current = pending?.text ?? noteOf(workspace.bundle, ideaId);
  // The stored version the shown text stands on: an edit is stored only over it.
  const currentBase = pending ? pending.base : noteVersion(workspace.bundle, ideaId);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(current);
  const [base, setBase] = useState(currentBase);
  const [justSaved, setJustSaved] = useState(false);
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const savedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const unsaved = useRef<string | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    // An open editor follows the stored note too while it holds nothing unsaved: another tab's save (a merged
    // conflict, say) reaches it, and its next edit stands on that version instead of conflicting again.
    if (editing && (unsaved.current !== null || pending)) return;
    setDraft(current);
    setBase(currentBase);
  }, [current, currentBase, editing, pending]);
  useEffect(() => {
    if (editing) area.current?.focus();
  }, [editing]);
  const flushRef = useRef<() => Promise<void>>(async () => undefined);
  useEffect(() => {
    // Leaving the page (tab closed, app switched, reload) sends what waits for the autosave at once; the
    // draft is on this device already, so even a request the browser cuts off loses nothing.
    const leave = () => {
      if (document.visibilityState === 'hidden') void flushRef.current();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', leave);
      void flushRef.current();
      clearTimeout(savedTimer.current);
    };
  }, []);

  if (!enabled) return <p className="text-sm text-slate-600 italic">{WORKSPACE_TEXT.notesDisabled}</p>;

  async function flush() {
    clearTimeout(saveTimer.current);
    const text = unsaved.current;
    if (text === null) return;
    unsaved.current = null;
    setJustSaved(false);
    const result = await saveNote(ideaId, text);
    if (result.error) return;
    if (result.version) setBase(result.version);
    setJustSaved(true);
    clearTimeout(savedTimer.current);
    savedTimer.current = setTimeout(() => setJustSaved(false), WORKSPACE_LIMITS.savedIndicatorMs);
  }

  flushRef.current = flush;

  function onChange(text: string) {
    const next = clampNote(text);
    setDraft(next);
    setJustSaved(false);
    editNote(ideaId, next, base);
    unsaved.current = next;
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => void flush(), WORKSPACE_LIMITS.noteAutosaveMs);
  }

  function close() {
    void flush();
    setEditing(false);
    requestAnimationFrame(() => opener.current?.focus());
  }

  const status = pending?.saving ? WORKSPACE_TEXT.saving : pending?.conflict ? WORKSPACE_TEXT.noteConflict : justSaved && !pending ? WORKSPACE_TEXT.saved : '';
  return (
    <div data-notes-editor={ideaId}>
      {pending?.conflict ? (
        <NoteConflict
          key={pending.conflict.version}
          ideaId={ideaId}
          mine={pending.text}
          other={pending.conflict}
          onResolved={() => {
            clearTimeout(saveTimer.current);
            unsaved.current = null;
            setEditing(false);
            requestAnimationFrame(() => opener.current?.focus());
          }}
        />
      ) : editing ? (
        <>
          <label htmlFor={id} className="sr-only">
            Your note
          </label>
          <textarea
            ref={area}
            id={id}
            value={draft}
            rows={4}
            maxLength={WORKSPACE_LIMITS.noteMaxLength}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' || (event.key === 'Enter' && (event.metaKey || event.ctrlKey))) {
                event.preventDefault();
                event.stopPropagation();
                close();
              }
            }}
            onBlur={() => {
              if (!draft.trim()) close();
              else void flush();
            }}
            placeholder={WORKSPACE_TEXT.notePlaceholder}
            className="w-full rounded-lg border border-slate-300 bg-white p-3 text-sm text-ink"
          />
          <p className="mt-1 flex justify-between text-xs text-slate-600">
            <span>
              {draft.length}/{WORKSPACE_LIMITS.noteMaxLength}
            </span>
            <span>Esc or Ctrl+Enter to close</span>
          </p>
        </>
      ) : current ? (
        <div className="flex items-start gap-2">
          <p className="min-w-0 flex-1 text-sm whitespace-pre-wrap text-slate-800" data-note-text>
            {current}
          </p>
          <button ref={opener} type="button" onClick={() => setEditing(true)} className="link shrink-0 text-sm">
            Edit<span className="sr-only"> note</span>
          </button>
        </div>
      ) : (
        <button ref={opener} type="button" onClick={() => setEditing(true)} className="w-full rounded-lg border border-dashed border-slate-300 p-3 text-left text-sm text-slate-600 hover:bg-slate-50">
          {WORKSPACE_TEXT.notePlaceholder}
        </button>
      )}
      <p aria-live="polite" className="mt-1 min-h-5 text-xs text-slate-600" data-note-status>
        {status}
      </p>
      {pending?.error ? (
        <p role="alert" className="text-sm text-red-700" data-note-error>
          {pending.error}
        </p>
      ) : null}
    </div>
  );
}
