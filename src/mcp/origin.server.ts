/**
 * Where the MCP function reads the files the site publishes for it (./data.ts): never an origin a request
 * names (its URL and Host header are the caller's to choose), so no request can point the function at
 * another site. Server-only.
 */
import { MCP } from '../config/constants/mcp.ts';
import { CatalogueUnavailable } from './data.server.ts';

/** What the origin is read from of Netlify's context (Functions API: `context.deploy`, `context.site`). */
export interface DeployContext {
  deploy?: { id?: string };
  site?: { name?: string };
}

/**
 * MCP_FILES_ORIGIN where the local site server, a test or the benchmark serves the files; on Netlify the
 * function's own deploy's permalink, https://{deploy id}--{site name}.netlify.app (Netlify's "atomic deploy
 * permalink": its content never changes). Not the site's main address (process.env.URL): that serves whichever
 * deploy is published last, and an instance still running an older deploy's catalogue would ask it for word
 * files under an index folder it no longer has, and read records of another build than its cards.
 */
export function filesOrigin(env: Readonly<Record<string, string | undefined>>, context: DeployContext | undefined): URL {
  const configured = env[MCP.filesOriginEnv];
  if (configured) return new URL(configured);
  const deploy = context?.deploy?.id;
  const site = context?.site?.name;
  // Netlify's ids and names are DNS labels; anything else would make another host of the address.
  if (!deploy || !site || !/^[a-z0-9-]+$/i.test(deploy) || !/^[a-z0-9-]+$/i.test(site)) {
    throw new CatalogueUnavailable(`Neither ${MCP.filesOriginEnv} nor the deploy's id and site name are known: there is no origin to read the catalogue's files from`);
  }
  return new URL(`https://${deploy}--${site}.netlify.app`);
}
