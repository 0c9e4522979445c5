/** The `site` project's one setup: the test site, built unless `npm test` has built it (./test-site.ts). */
import { buildTestSite, testSiteBuilt } from './test-site.ts';

export default function setup(): void {
  if (!testSiteBuilt()) buildTestSite();
}
