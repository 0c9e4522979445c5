/** Ships to the browser, on demand: the idea page's Your Tags and Your Notes panels for a bookmarker. */
import type { ReactNode } from 'react';
import NotesEditor from './NotesEditor.tsx';
import TagsEditor from './TagsEditor.tsx';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={id} className="mb-3 text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function IdeaPanels({ ideaId }: { ideaId: string }) {
  return (
    <>
      <Panel id="idea-tags-title" title="Your Tags">
        <TagsEditor ideaId={ideaId} enabled />
      </Panel>
      <Panel id="idea-notes-title" title="Your Notes">
        <NotesEditor ideaId={ideaId} enabled />
      </Panel>
    </>
  );
}
