// axe over every sitemap URL at 1280 px (`npm run test:a11y-sitemap`); a11y-sitemap-mobile.spec.ts at 390 px.
import { defineSitemapA11ySuite } from './a11y-suite.ts';

defineSitemapA11ySuite('1280 px');
