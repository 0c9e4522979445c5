/**
 * Which sheet column feeds which idea field. Labels are matched case-insensitively, ignoring spacing;
 * the first label of each list that exists in the sheet wins. Build-time only.
 */
export const COLUMN_ALIASES = {
  title: ['Research Paper Title', 'Title'],
  description: ['Description'],
  paperUrl: ['Research Paper Link', 'Link'],
  chatLink: ['Chat Link'],
  authors: ['Research Paper Authors', 'Authors'],
  technology: ['Technologies'],
  industry: ['Industries'],
  tags: ['Tags'],
  date: ['Date'],
  summary: ['Research Paper Summary', 'Summary'],
  potentialMarket: ['Potential Market'],
  challenges: ['Challenges'],
  coreInnovationOverview: ['Core Innovation Overview'],
  coreInnovation: ['Core Innovation of Research Paper', 'Core Innovation'],
  whyItMatters: ['Why It Matters'],
  commercialApplications: ['Commercial Application'],
  painPoints: ['Potential Customers & Pain Points'],
  tamEstimate: ['Tam Estimate'],
  competitors: ['Competitors'],
  technologyReadinessLevel: ['Technology Readiness Level'],
  majorBarriers: ['Major Barriers'],
  businessModel: ['Business Model'],
  validationPlan: ['Validation Plan'],
  novelty: ['Novelty'],
  marketPotential: ['Market Potential'],
  feasibility: ['Feasibility'],
  totalScore: ['Total Score'],
  pitch: ['Venture Opportunity One Liner Pitch', 'One Liner'],
} as const satisfies Record<string, readonly string[]>;

export type ColumnKey = keyof typeof COLUMN_ALIASES;
export type ColumnIndex = Partial<Record<ColumnKey, number>>;

const normalizeLabel = (label: string) => label.toLowerCase().replace(/\s+/g, ' ').trim();

export function indexColumns(labels: readonly string[]): ColumnIndex {
  const positions = new Map<string, number>();
  labels.forEach((label, index) => {
    const key = normalizeLabel(label);
    if (key && !positions.has(key)) positions.set(key, index);
  });
  const index: ColumnIndex = {};
  for (const [field, aliases] of Object.entries(COLUMN_ALIASES) as [ColumnKey, readonly string[]][]) {
    const found = aliases.map((alias) => positions.get(normalizeLabel(alias))).find((position) => position !== undefined);
    if (found !== undefined) index[field] = found;
  }
  return index;
}
