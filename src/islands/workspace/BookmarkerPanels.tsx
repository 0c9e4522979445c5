/**
 * Ships to the browser: the idea page's Your Tags and Your Notes panels, in the side column, for a reader who
 * bookmarked the idea; nothing for anyone else. Hydrated by client:session (a guest never loads it: it
 * renders nothing to interact with, and wakes when a session appears); the editors themselves load only
 * once the idea is saved.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { $auth } from '../../stores/auth/session.ts';
import { $workspace, isBookmarked } from '../../stores/workspace/bundle.ts';

const IdeaPanels = lazy(() => import('./IdeaPanels.tsx'));

interface Props {
  ideaId: string;
  /** The panels' element id, the target of the bottom bar's 'Tags and notes'. */
  id: string;
}

export default function BookmarkerPanels({ ideaId, id }: Props) {
  const auth = useStore($auth);
  const workspace = useStore($workspace);
  // The server rendered nothing; so does hydration, whatever the stores already hold (a session read by
  // another island first), or React would find a mismatch.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
  }, []);
  if (!hydrated || !auth.initialized || auth.user === null || !isBookmarked(workspace, ideaId)) return null;
  return (
    <div id={id} data-workspace-panels={ideaId} className="flex scroll-mt-20 flex-col gap-6">
      <Suspense fallback={null}>
        <IdeaPanels ideaId={ideaId} />
      </Suspense>
    </div>
  );
}
