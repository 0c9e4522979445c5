// The score tooltips of discover's cards: one TooltipLayer for every chip in the list. With a mouse on a wide
// screen a hover shows the scale; on a narrow screen a tap toggles it and it hides itself after
// LIMITS.tooltipAutoHideMs.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import ScoreChips from '../../src/components/ScoreChips.tsx';
import { LIMITS } from '../../src/config/constants/catalogue.ts';
import TooltipLayer from '../../src/ui/TooltipLayer.tsx';
import type { Window as HappyWindow } from 'happy-dom';

/** happy-dom's viewport, which the islands' media queries (matchMedia) read. */
const setViewport = (width: number, height: number) => (window as unknown as HappyWindow).happyDOM.setViewport({ width, height });

const scores = { novelty: 8, marketPotential: 7, feasibility: 6, totalScore: 7 };

/** A card's score chips inside a results container, as discover renders them. */
function Results() {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div ref={ref}>
      <TooltipLayer containerRef={ref} />
      <ScoreChips scores={scores} size="sm" labelled tooltips />
    </div>
  );
}

const chip = (name: RegExp) => screen.getByRole('button', { name });

afterEach(() => {
  vi.useRealTimers();
  setViewport(1024, 768);
});

test('with a mouse on a wide screen, hovering a score shows its scale, and leaving hides it', () => {
  setViewport(1280, 800);
  render(<Results />);
  expect(screen.queryByRole('tooltip')).toBeNull();
  fireEvent.pointerOver(chip(/^Novelty/), { pointerType: 'mouse' });
  expect(screen.getByRole('tooltip').textContent).toContain('Breakthrough');
  expect(chip(/^Novelty/).getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
  fireEvent.pointerOut(chip(/^Novelty/), { pointerType: 'mouse', relatedTarget: document.body });
  expect(screen.queryByRole('tooltip')).toBeNull();
});

test('on a narrow screen a tap toggles the scale, and it hides itself after 3 seconds', () => {
  setViewport(390, 844);
  vi.useFakeTimers();
  render(<Results />);
  const market = chip(/^Market/);
  fireEvent.click(market);
  expect(screen.getByRole('tooltip').textContent).toContain('Mass market');
  act(() => vi.advanceTimersByTime(LIMITS.tooltipAutoHideMs - 1));
  expect(screen.queryByRole('tooltip')).not.toBeNull();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.queryByRole('tooltip')).toBeNull();
  fireEvent.click(market);
  expect(screen.queryByRole('tooltip')).not.toBeNull();
  fireEvent.click(market);
  expect(screen.queryByRole('tooltip')).toBeNull();
});
