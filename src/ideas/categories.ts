/**
 * The technology (primary) and industry (secondary) categories, with the emoji and colour each shows,
 * and the rule that maps whatever the sheet says onto them.
 * Ships to the browser (discover filters and cards use the lists).
 */
export interface CategoryMeta {
  name: string;
  emoji: string;
  /** Accent colour; chips tint their background with it and keep dark text for contrast. */
  color: string;
}

export const TECHNOLOGY_CATEGORIES = [
  { name: 'Foundation Models', emoji: '🧠', color: '#7c3aed' },
  { name: 'AI Infrastructure', emoji: '🏗️', color: '#2563eb' },
  { name: 'Data Engineering', emoji: '🗄️', color: '#0891b2' },
  { name: 'Developer Tools', emoji: '🛠️', color: '#475569' },
  { name: 'Model Optimization & Evaluation', emoji: '📊', color: '#0d9488' },
  { name: 'Synthetic Data & Simulation', emoji: '🧪', color: '#9333ea' },
  { name: 'Generative & Multimodal', emoji: '🎨', color: '#db2777' },
  { name: 'Conversational AI', emoji: '💬', color: '#0284c7' },
  { name: 'Agentic AI', emoji: '🤖', color: '#4f46e5' },
  { name: 'Search & Knowledge', emoji: '🔎', color: '#0369a1' },
  { name: 'Automation & Productivity', emoji: '⚡', color: '#ca8a04' },
  { name: 'AI Safety & Governance', emoji: '🛡️', color: '#15803d' },
  { name: 'Other Technology', emoji: '🔬', color: '#64748b' },
] as const satisfies readonly CategoryMeta[];

export const INDUSTRY_CATEGORIES = [
  { name: 'Marketing & Revenue', emoji: '📈', color: '#ea580c' },
  { name: 'Health & Life Sciences', emoji: '🩺', color: '#dc2626' },
  { name: 'Financial Services', emoji: '💳', color: '#16a34a' },
  { name: 'Crypto & Blockchain', emoji: '🪙', color: '#d97706' },
  { name: 'Retail & eCommerce', emoji: '🛒', color: '#e11d48' },
  { name: 'Manufacturing', emoji: '🏭', color: '#57534e' },
  { name: 'Robotics', emoji: '🦾', color: '#4338ca' },
  { name: 'Logistics & Mobility', emoji: '🚚', color: '#0e7490' },
  { name: 'Legal & Compliance', emoji: '⚖️', color: '#78716c' },
  { name: 'Creative & Design', emoji: '✏️', color: '#c026d3' },
  { name: 'Scientific Research', emoji: '🔭', color: '#1d4ed8' },
  { name: 'Energy', emoji: '🔋', color: '#ca8a04' },
  { name: 'Agriculture', emoji: '🌾', color: '#65a30d' },
  { name: 'Physical Infrastructure', emoji: '🌉', color: '#525252' },
  { name: 'Aerospace', emoji: '🚀', color: '#1e40af' },
  { name: 'Accounting & Audit', emoji: '🧾', color: '#0f766e' },
  { name: 'Education & Training', emoji: '🎓', color: '#7c3aed' },
  { name: 'Defense & Security', emoji: '🛡️', color: '#374151' },
  { name: 'Government & Public Services', emoji: '🏛️', color: '#334155' },
  { name: 'Climate & Sustainability', emoji: '🌱', color: '#15803d' },
  { name: 'Cybersecurity', emoji: '🔐', color: '#b91c1c' },
  { name: 'Human Resources', emoji: '🧑‍💼', color: '#be185d' },
  { name: 'Future of Work', emoji: '🧭', color: '#6d28d9' },
  { name: 'Operations', emoji: '⚙️', color: '#4b5563' },
  { name: 'Other Verticals', emoji: '🧩', color: '#64748b' },
] as const satisfies readonly CategoryMeta[];

export type TechnologyCategory = (typeof TECHNOLOGY_CATEGORIES)[number]['name'];
export type IndustryCategory = (typeof INDUSTRY_CATEGORIES)[number]['name'];

export const TECHNOLOGY_FALLBACK = 'Other Technology' satisfies TechnologyCategory;
export const INDUSTRY_FALLBACK = 'Other Verticals' satisfies IndustryCategory;

/**
 * Sheet values that mean "no category" (docs/spec/public-site.md#startup-idea: empty, 'uncategorized',
 * 'others'). They take the list's fallback: a separate 'Others' beside 'Other Technology' would be two names,
 * and two filter options, for one meaning.
 */
const NO_CATEGORY_VALUES = new Set(['', 'uncategorized', 'others']);
/** Words too generic to decide a match on their own ("Other Technology" must not catch "other"). */
const GENERIC_WORDS = new Set(['and', 'other', 'ai', 'the', 'of', 'services', 'verticals', 'technology']);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function compact(text: string): string {
  return words(text).join(' ');
}

/**
 * Maps a sheet value onto a category list: exact name (case-insensitive), then partial text
 * (either contains the other), then a shared distinctive word or word stem ("Healthcare" -> Health).
 */
function matchCategory<T extends string>(raw: string, names: readonly T[], fallback: T): T {
  const value = raw.trim();
  if (NO_CATEGORY_VALUES.has(value.toLowerCase())) return fallback;
  const wanted = compact(value);
  const exact = names.find((name) => compact(name) === wanted);
  if (exact) return exact;
  const wantedWords = words(value).filter((word) => !GENERIC_WORDS.has(word));
  if (wantedWords.length === 0) return fallback;
  const partial = names.find((name) => name !== fallback && (compact(name).includes(wanted) || wanted.includes(compact(name))));
  if (partial) return partial;
  const byWord = names.find(
    (name) =>
      name !== fallback &&
      words(name)
        .filter((word) => !GENERIC_WORDS.has(word) && word.length >= 3)
        .some((word) => wantedWords.some((candidate) => candidate.startsWith(word) || (candidate.length >= 4 && word.startsWith(candidate)))),
  );
  return byWord ?? fallback;
}

const TECHNOLOGY_NAMES = TECHNOLOGY_CATEGORIES.map((c) => c.name);
const INDUSTRY_NAMES = INDUSTRY_CATEGORIES.map((c) => c.name);

export function normalizeTechnology(raw: string | null | undefined): TechnologyCategory {
  return matchCategory(raw ?? '', TECHNOLOGY_NAMES, TECHNOLOGY_FALLBACK);
}

export function normalizeIndustry(raw: string | null | undefined): IndustryCategory {
  return matchCategory(raw ?? '', INDUSTRY_NAMES, INDUSTRY_FALLBACK);
}

export function technologyMeta(name: string): CategoryMeta {
  return TECHNOLOGY_CATEGORIES.find((c) => c.name === name) ?? technologyMeta(TECHNOLOGY_FALLBACK);
}

export function industryMeta(name: string): CategoryMeta {
  return INDUSTRY_CATEGORIES.find((c) => c.name === name) ?? industryMeta(INDUSTRY_FALLBACK);
}
