/** Ships to the browser: the generated sitemap, read-only, with Copy All and the hint. */
import { useEffect, useId, useRef, useState } from 'react';
import { ADMIN } from '../../config/constants/admin.ts';
import type { SitemapResult } from '../../admin/sitemap.ts';
import { Outcome, Section } from './admin-ui.tsx';

export interface SitemapState {
  busy: boolean;
  result: SitemapResult | null;
  error: string | null;
}

export function SitemapSection({ state, onGenerate }: { state: SitemapState; onGenerate: () => void }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const [copyError, setCopyError] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copyAll() {
    setCopyError(null);
    try {
      await navigator.clipboard.writeText(state.result?.sitemapXml ?? '');
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), ADMIN.copyFeedbackMs);
    } catch {
      setCopyError(ADMIN.text.copyFailed);
    }
  }

  const result = state.result;
  return (
    <Section
      id="admin-sitemap"
      title="Sitemap"
      intro="The sitemap the next build will publish: the site's pages plus every idea in the current sheet."
    >
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-secondary disabled:opacity-60" onClick={onGenerate} disabled={state.busy}>
          {state.busy ? ADMIN.text.generating : ADMIN.text.generate}
        </button>
        <button type="button" className="btn-primary disabled:opacity-60" onClick={copyAll} disabled={!result?.sitemapXml}>
          {copied ? ADMIN.text.copied : ADMIN.text.copyAll}
        </button>
      </div>
      {result?.success ? (
        <p className="text-sm text-slate-700" data-sitemap-totals>
          {result.totalUrls.toLocaleString('en-US')} URLs, of which {result.totalIdeas.toLocaleString('en-US')} ideas.
        </p>
      ) : null}
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          Generated sitemap XML
        </label>
        <textarea
          id={id}
          readOnly
          rows={10}
          value={result?.sitemapXml ?? ''}
          className="mt-1 block w-full rounded-lg border border-slate-400 bg-slate-50 p-3 font-mono text-xs text-ink"
        />
      </div>
      <p className="text-sm text-slate-700">{ADMIN.text.sitemapHint}</p>
      <Outcome success={null} error={state.error ?? copyError} />
    </Section>
  );
}
