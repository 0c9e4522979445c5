// axe at 390 px (the mobile project runs files named *mobile.spec.ts); see a11y-suite.ts.
import { defineA11ySuite } from './a11y-suite.ts';

defineA11ySuite('390 px');
