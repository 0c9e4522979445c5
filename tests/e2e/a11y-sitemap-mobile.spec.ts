// axe over every sitemap URL at 390 px (`npm run test:a11y-sitemap`); see a11y-suite.ts.
import { defineSitemapA11ySuite } from './a11y-suite.ts';

defineSitemapA11ySuite('390 px');
