// Astro renders islands on the server first: these primitives must render in Node without window/document.
import { describe, expect, test } from 'vitest';
import { renderToString } from 'react-dom/server';
import BottomSheet from '../../src/ui/BottomSheet.tsx';
import MultiSelect from '../../src/ui/MultiSelect.tsx';
import PullIndicator from '../../src/ui/PullIndicator.tsx';
import TooltipLayer from '../../src/ui/TooltipLayer.tsx';
import { usePullToRefresh } from '../../src/ui/usePullToRefresh.ts';
import { useIsMobile } from '../../src/ui/useMediaQuery.ts';

describe('server rendering', () => {
  test('MultiSelect: closed trigger naming what is chosen (by label), panel present but hidden', () => {
    const html = renderToString(
      <MultiSelect id="tech" label="Technologies" options={[{ value: 'a', label: 'Agentic AI' }]} selected={['a', 'b']} onChange={() => {}} />,
    );
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('aria-controls="tech-panel"');
    expect(html).toMatch(/id="tech-panel"[^>]*hidden=""/);
    expect(html).toMatch(/<span class="sr-only">Technologies: <\/span><span[^>]*>Agentic AI \+1<\/span>/);
    expect(html).toContain('Search technologies');
  });

  test('BottomSheet: a closed dialog', () => {
    const html = renderToString(
      <BottomSheet open onClose={() => {}} title="Filters">
        body
      </BottomSheet>,
    );
    expect(html).toMatch(/^<dialog(?![^>]*\sopen[\s=>])/);
    expect(html).toContain('aria-label="Close"');
  });

  test('TooltipLayer: nothing until a trigger is used', () => {
    expect(renderToString(<TooltipLayer containerRef={{ current: null }} />)).toBe('');
  });

  test('hooks read as desktop and at rest on the server', () => {
    function Probe() {
      const mobile = useIsMobile();
      const { pull, refreshing } = usePullToRefresh({ enabled: true, onRefresh: async () => {} });
      return <PullIndicator pull={mobile ? 1 : pull} refreshing={refreshing} />;
    }
    const html = renderToString(<Probe />);
    expect(html).toContain('translate(-50%, -48px)');
    expect(html).not.toContain('Refreshing');
  });
});
