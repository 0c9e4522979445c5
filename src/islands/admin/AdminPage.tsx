/**
 * Ships to the browser: /webhook-trigger. Verifying -> guest (sent to /auth, coming back here), denied or
 * error (Access Restricted), or verified (the tools). The tools only call functions that check the token
 * and role again on the server.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { authClient } from '../../stores/auth/client.ts';
import { $auth } from '../../stores/auth/session.ts';
import { authPageUrl } from '../../auth/rules.ts';
import { selectRole } from '../../queries/profiles.ts';
import { ADMIN } from '../../config/constants/admin.ts';
import { accessFromRoleCheck, type AdminAccess } from '../../admin/access.ts';
import { isIdeaUrl, sitemapLocs, type SitemapResult } from '../../admin/sitemap.ts';
import { answerError, callAdminFunction } from './admin-api.ts';
import { CatalogueSection } from './CatalogueSection.tsx';
import { DeliverySection } from './DeliverySection.tsx';
import { IndexingSection } from './IndexingSection.tsx';
import { SitemapSection, type SitemapState } from './SitemapSection.tsx';
import { RebuildSection } from './RebuildSection.tsx';
import { WebhookSection } from './WebhookSection.tsx';

const PAGE_PATH = '/webhook-trigger';

async function checkAccess(userId: string): Promise<AdminAccess> {
  try {
    const client = await authClient();
    const { data, error: sessionError } = await client.auth.getSession();
    const signedIn = Boolean(data.session && data.session.user.id === userId);
    if (sessionError || !signedIn) return accessFromRoleCheck({ sessionError, signedIn });
    const found = await selectRole(client, userId);
    // A missing profile row fails the lookup, as the spec's single-row read does.
    return found.ok ? accessFromRoleCheck({ signedIn, roleError: null, role: found.data }) : accessFromRoleCheck({ signedIn, roleError: found });
  } catch (error) {
    console.error('Admin access check failed:', error);
    return { state: 'error', message: ADMIN.text.unexpected };
  }
}

function Restricted({ message }: { message: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-admin-state="restricted">
      <h2 className="text-xl font-bold text-ink">{ADMIN.text.restricted}</h2>
      <p className="mt-2 text-slate-700" role="alert">
        {message}
      </p>
      <p className="mt-6">
        <a href="/" className="btn-primary">
          {ADMIN.text.returnHome}
        </a>
      </p>
    </div>
  );
}

function Tools() {
  const [sitemap, setSitemap] = useState<SitemapState>({ busy: true, result: null, error: null });

  const generate = useCallback(async () => {
    setSitemap((previous) => ({ ...previous, busy: true, error: null }));
    const answer = await callAdminFunction('generate-sitemap', { autoUpdate: true });
    const result = answer.data as SitemapResult | null;
    if (result?.success) setSitemap({ busy: false, result, error: null });
    else setSitemap({ busy: false, result: null, error: answerError(answer, ADMIN.text.sitemapFailed) });
  }, []);

  useEffect(() => {
    void generate();
  }, [generate]);

  const locs = sitemap.result ? sitemapLocs(sitemap.result.sitemapXml) : [];
  const site = locs[0] ? new URL(locs[0]).origin : window.location.origin;
  return (
    <div className="flex flex-col gap-6" data-admin-state="verified">
      <CatalogueSection />
      <SitemapSection state={sitemap} onGenerate={() => void generate()} />
      <IndexingSection site={site} ideaUrls={locs.filter(isIdeaUrl)} />
      <WebhookSection />
      <RebuildSection />
      <DeliverySection />
    </div>
  );
}

export default function AdminPage() {
  const auth = useStore($auth);
  const [access, setAccess] = useState<AdminAccess>({ state: 'verifying' });
  const userId = auth.user?.id ?? null;

  useEffect(() => {
    if (!auth.initialized) return;
    if (!userId) {
      setAccess({ state: 'guest' });
      window.location.replace(authPageUrl(PAGE_PATH));
      return;
    }
    let current = true;
    setAccess({ state: 'verifying' });
    void checkAccess(userId).then((result) => {
      if (!current) return;
      setAccess(result);
      if (result.state === 'guest') window.location.replace(authPageUrl(PAGE_PATH));
    });
    return () => {
      current = false;
    };
  }, [auth.initialized, userId]);

  switch (access.state) {
    case 'verifying':
    case 'guest':
      return (
        <p role="status" className="text-slate-700" data-admin-state="verifying">
          {ADMIN.text.verifying}
        </p>
      );
    case 'denied':
    case 'error':
      return <Restricted message={access.message} />;
    case 'verified':
      return <Tools />;
  }
}
