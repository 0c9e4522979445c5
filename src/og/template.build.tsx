/**
 * Open Graph image layouts (1200x630) as React element trees for satori, plus the pure functions that
 * turn an idea into exactly the texts and colours the image shows (the "view"). The view is also what
 * the render cache hashes, so anything drawn must come from it.
 * Satori supports a flexbox subset: every element with several children sets display:flex.
 * Build-time only.
 */
import type { CSSProperties, ReactElement } from 'react';
import { industryMeta, technologyMeta } from '../ideas/categories.ts';
import type { Idea } from '../ideas/schema.ts';
import { FALLBACK_TEXT } from '../config/constants/catalogue.ts';
import { SITE } from '../config/site.ts';
import { drawableText, FONT_SUBSETS } from './fonts.build.ts';
import { formatComposite, formatScore as formatSubScore, MISSING_SCORE } from '../ideas/format.ts';

/** Bump on any visual change: it is part of every cache key, so all images are re-rendered. */
export const TEMPLATE_VERSION = 'og-v1';

export const OG_WIDTH = SITE.ogImageSize.width;
export const OG_HEIGHT = SITE.ogImageSize.height;

/** Shown where a score is missing. */
export const FOOTER_TEXT = 'AI startup idea from research';
export const DEFAULT_HEADLINE = 'Venture-Ready AI Startup Ideas';

const COLORS = {
  background: '#0b1220',
  panel: '#131c31',
  panelBorder: '#223052',
  text: '#f8fafc',
  muted: '#94a3b8',
  faint: '#64748b',
  accent: '#38bdf8',
  accentEnd: '#818cf8',
} as const;

const PADDING_X = 64;
const CONTENT_WIDTH = OG_WIDTH - 2 * PADDING_X;
const FONT_FAMILY = FONT_SUBSETS[0].family;

/* ----------------------------------------------------------------------------------------------------
 * Text helpers (pure; unit-tested)
 * -------------------------------------------------------------------------------------------------- */

// Scores read the same as on the site's pages.
export { formatComposite, formatSubScore, MISSING_SCORE };

/**
 * Collapses whitespace and drops characters the fonts cannot draw (emoji, CJK, symbols): satori would
 * draw "no glyph" boxes for them, since the build is offline and cannot fetch fonts or emoji images.
 */
export function cleanText(text: string): string {
  return drawableText(text.replace(/\s+/g, ' ').replace(/\p{Cf}/gu, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Cuts text to at most `max` characters (ellipsis included), at a word boundary when one is near,
 * without trailing punctuation before the ellipsis.
 */
export function clampText(text: string, max: number): string {
  const clean = cleanText(text);
  const chars = Array.from(clean);
  if (chars.length <= max) return clean;
  let cut = chars.slice(0, Math.max(1, max - 1)).join('');
  const lastSpace = cut.lastIndexOf(' ');
  if (lastSpace >= cut.length * 0.6) cut = cut.slice(0, lastSpace);
  cut = cut.replace(/[\s,.;:!?–—\-(/&]+$/u, '');
  return `${cut}…`;
}

/** Font size steps for the pitch: the largest whose estimated line count fits. */
const PITCH_STEPS = [
  { fontSize: 68, maxLines: 2 },
  { fontSize: 58, maxLines: 3 },
  { fontSize: 50, maxLines: 3 },
] as const;
/** Average advance of Inter Bold (letter-spacing -1px) in mixed-case English, in em: measured ~0.46, plus slack. */
const AVERAGE_CHAR_EM = 0.5;
/** Word wrapping wastes part of each line. */
const WRAP_FILL = 0.88;

function charsPerLine(fontSize: number): number {
  return Math.floor(CONTENT_WIDTH / (fontSize * AVERAGE_CHAR_EM));
}

export interface PitchFit {
  text: string;
  fontSize: number;
  maxLines: number;
}

/** Chooses the pitch size and clamps long pitches so they never take more than three lines. */
export function fitPitch(pitch: string): PitchFit {
  const clean = cleanText(pitch) || FALLBACK_TEXT.ideaTitle;
  const length = Array.from(clean).length;
  for (const step of PITCH_STEPS) {
    const budget = Math.floor(charsPerLine(step.fontSize) * step.maxLines * WRAP_FILL);
    if (length <= budget) return { text: clean, ...step };
  }
  const last = PITCH_STEPS[PITCH_STEPS.length - 1]!;
  const budget = Math.floor(charsPerLine(last.fontSize) * last.maxLines * WRAP_FILL);
  return { text: clampText(clean, budget), ...last };
}

/* ----------------------------------------------------------------------------------------------------
 * Views: exactly what an image shows
 * -------------------------------------------------------------------------------------------------- */

export interface OgPill {
  name: string;
  color: string;
}

export interface OgSubScore {
  label: string;
  value: string;
}

export interface IdeaOgView {
  siteName: string;
  pitch: PitchFit;
  composite: string;
  subScores: OgSubScore[];
  pills: OgPill[];
  footer: string;
}

export interface DefaultOgView {
  siteName: string;
  headline: string;
  tagline: string;
  chips: string[];
  footer: string;
}

/** The image's content for one idea: heading (pitch, else title), scores and categories. */
export function ideaView(idea: Idea): IdeaOgView {
  const pills: OgPill[] = [];
  const technology = technologyMeta(idea.primaryCategory);
  pills.push({ name: technology.name, color: technology.color });
  if (idea.secondaryCategory) {
    const meta = industryMeta(idea.secondaryCategory);
    pills.push({ name: meta.name, color: meta.color });
  }
  return {
    siteName: SITE.name,
    pitch: fitPitch(idea.heading),
    composite: formatComposite(idea.totalScore),
    subScores: [
      { label: 'Novelty', value: formatSubScore(idea.novelty) },
      { label: 'Market', value: formatSubScore(idea.marketPotential) },
      { label: 'Feasibility', value: formatSubScore(idea.feasibility) },
    ],
    pills,
    footer: FOOTER_TEXT,
  };
}

export function defaultView(): DefaultOgView {
  return {
    siteName: SITE.name,
    headline: DEFAULT_HEADLINE,
    tagline: SITE.tagline,
    chips: ['Novelty', 'Market', 'Feasibility'],
    footer: 'Every idea scored on',
  };
}

/* ----------------------------------------------------------------------------------------------------
 * Layout
 * -------------------------------------------------------------------------------------------------- */

function hexToRgb(hex: string): [number, number, number] {
  const value = /^#([0-9a-f]{6})$/i.exec(hex)?.[1] ?? '64748b';
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as [number, number, number];
}

/** `amount` of colour `a` over colour `b`, as an opaque hex colour (flat colours compress best). */
export function mixColors(a: string, b: string, amount: number): string {
  const [ar, ag, ab] = hexToRgb(a);
  const [br, bg, bb] = hexToRgb(b);
  const channel = (x: number, y: number) =>
    Math.round(x * amount + y * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}

const frame: CSSProperties = {
  width: OG_WIDTH,
  height: OG_HEIGHT,
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: COLORS.background,
  color: COLORS.text,
  fontFamily: FONT_FAMILY,
  position: 'relative',
};

function AccentBar(): ReactElement {
  return (
    <div
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: OG_WIDTH,
        height: 8,
        backgroundImage: `linear-gradient(90deg, ${COLORS.accent}, ${COLORS.accentEnd})`,
      }}
    />
  );
}

function Brand({ name }: { name: string }): ReactElement {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 14 }}>
      <div
        style={{
          width: 34,
          height: 34,
          borderRadius: 9,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          backgroundImage: `linear-gradient(135deg, ${COLORS.accent}, ${COLORS.accentEnd})`,
          color: COLORS.background,
          fontSize: 17,
          fontWeight: 700,
        }}
      >
        RV
      </div>
      <div style={{ display: 'flex', fontSize: 26, fontWeight: 700, color: COLORS.text, letterSpacing: -0.3 }}>{name}</div>
    </div>
  );
}

function Pill({ pill }: { pill: OgPill }): ReactElement {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 10,
        padding: '7px 18px 7px 14px',
        borderRadius: 999,
        backgroundColor: mixColors(pill.color, COLORS.background, 0.3),
        border: `2px solid ${mixColors(pill.color, '#ffffff', 0.7)}`,
        color: COLORS.text,
        fontSize: 22,
        fontWeight: 700,
      }}
    >
      <div style={{ width: 12, height: 12, borderRadius: 6, backgroundColor: mixColors(pill.color, '#ffffff', 0.75) }} />
      <div style={{ display: 'flex' }}>{pill.name}</div>
    </div>
  );
}

function SubScore({ score }: { score: OgSubScore }): ReactElement {
  const missing = score.value === MISSING_SCORE;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 10, width: 190 }}>
      <div style={{ display: 'flex', fontSize: 20, fontWeight: 700, color: COLORS.muted, letterSpacing: 1.5, textTransform: 'uppercase' }}>
        {score.label}
      </div>
      <div style={{ display: 'flex', alignItems: 'baseline' }}>
        <div style={{ display: 'flex', fontSize: 44, lineHeight: 1, fontWeight: 700, color: missing ? COLORS.faint : COLORS.text }}>{score.value}</div>
        {missing ? null : <div style={{ display: 'flex', fontSize: 24, fontWeight: 400, color: COLORS.muted, marginLeft: 3 }}>/10</div>}
      </div>
    </div>
  );
}

/** The image for one idea. */
export function ideaTemplate(view: IdeaOgView): ReactElement {
  const compositeMissing = view.composite === MISSING_SCORE;
  return (
    <div style={frame}>
      <AccentBar />
      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, padding: `42px ${PADDING_X}px 32px` }}>
        <Brand name={view.siteName} />
        {view.pills.length > 0 ? (
          <div style={{ display: 'flex', gap: 14, marginTop: 24 }}>
            {view.pills.map((pill) => (
              <Pill key={pill.name} pill={pill} />
            ))}
          </div>
        ) : null}
        <div style={{ display: 'flex', flexGrow: 1, alignItems: 'center', marginTop: 16, marginBottom: 18 }}>
          <div
            style={{
              display: 'block',
              width: CONTENT_WIDTH,
              fontSize: view.pitch.fontSize,
              fontWeight: 700,
              lineHeight: 1.14,
              letterSpacing: -1,
              color: COLORS.text,
              lineClamp: view.pitch.maxLines,
              wordBreak: 'break-word',
            }}
          >
            {view.pitch.text}
          </div>
        </div>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            padding: '22px 36px',
            borderRadius: 22,
            backgroundColor: COLORS.panel,
            border: `2px solid ${COLORS.panelBorder}`,
          }}
        >
          <div style={{ display: 'flex', flexDirection: 'column', width: 300 }}>
            <div style={{ display: 'flex', fontSize: 20, fontWeight: 700, color: COLORS.accent, letterSpacing: 1.5, textTransform: 'uppercase', marginBottom: 10 }}>
              Venture score
            </div>
            <div style={{ display: 'flex', alignItems: 'baseline' }}>
              <div style={{ display: 'flex', fontSize: 80, lineHeight: 1, fontWeight: 700, letterSpacing: -2, color: compositeMissing ? COLORS.faint : COLORS.text }}>
                {view.composite}
              </div>
              {compositeMissing ? null : (
                <div style={{ display: 'flex', fontSize: 34, fontWeight: 400, color: COLORS.muted, marginLeft: 6 }}>/10</div>
              )}
            </div>
          </div>
          <div style={{ width: 2, height: 84, backgroundColor: COLORS.panelBorder, marginRight: 44 }} />
          <div style={{ display: 'flex', gap: 20 }}>
            {view.subScores.map((score) => (
              <SubScore key={score.label} score={score} />
            ))}
          </div>
        </div>
        <div style={{ display: 'flex', marginTop: 16, fontSize: 20, color: COLORS.faint }}>{view.footer}</div>
      </div>
    </div>
  );
}

/** The site-wide default image (SITE.defaultOgImage). */
export function defaultTemplate(view: DefaultOgView = defaultView()): ReactElement {
  return (
    <div style={frame}>
      <AccentBar />
      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, padding: `42px ${PADDING_X}px 52px` }}>
        <Brand name={view.siteName} />
        <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center', gap: 26 }}>
          <div style={{ display: 'flex', fontSize: 84, fontWeight: 700, lineHeight: 1.05, letterSpacing: -2.5, width: 900 }}>
            {view.headline}
          </div>
          <div style={{ display: 'flex', fontSize: 34, color: COLORS.muted, lineHeight: 1.3, width: 900 }}>{view.tagline}</div>
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 14 }}>
          <div style={{ display: 'flex', marginRight: 6, fontSize: 24, color: COLORS.muted }}>{view.footer}</div>
          {view.chips.map((label) => (
            <div
              key={label}
              style={{
                display: 'flex',
                padding: '8px 18px',
                borderRadius: 999,
                border: `2px solid ${COLORS.panelBorder}`,
                backgroundColor: COLORS.panel,
                fontSize: 22,
                fontWeight: 700,
                color: COLORS.text,
              }}
            >
              {label}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
