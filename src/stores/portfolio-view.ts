/** Ships to the browser: the portfolio's grid or list view ($portfolioView), remembered on this device. */
import { WORKSPACE_STORAGE } from '../config/constants/workspace.ts';
import { persistentAtom } from './persistent.ts';

export type PortfolioView = 'grid' | 'list';

/** Stored as the bare word; anything else stored there reads as the grid. */
export const $portfolioView = persistentAtom<PortfolioView>(WORKSPACE_STORAGE.portfolioView, 'grid', {
  encode: (view) => view,
  decode: (stored) => (stored === 'list' ? 'list' : 'grid'),
});
