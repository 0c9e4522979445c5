// axe at 1280 px (the desktop project); the same suite runs at 390 px from a11y-mobile.spec.ts.
import { defineA11ySuite } from './a11y-suite.ts';

defineA11ySuite('1280 px');
