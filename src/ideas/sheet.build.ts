/**
 * Sheet text -> validated ideas. The whole data layer's rule book: skips the first row, numbers rows,
 * drops blank rows without renumbering, reads each cell into its field, and drops a bad cell with a
 * warning naming the row and the field. Fails as a whole (SheetError) when the sheet cannot be a catalogue.
 * Pure; build-time only.
 */
import { z } from 'zod';
import { arxivIdFromUrl, CellError, readDate, readHttpUrl, readList, readNumber, readTags, readText } from './cells.build.ts';
import { normalizeIndustry, normalizeTechnology } from './categories.ts';
import { type ColumnIndex, type ColumnKey, indexColumns } from './columns.build.ts';
import { type GvizTable, parseGviz } from './gviz.build.ts';
import { instructionLike } from './instruction-text.build.ts';
import { type Idea, type IdeaFieldKey, type IdeaFields, IdeaFieldsSchema, IdeaSchema } from './schema.ts';
import { SheetError } from './sheet-error.build.ts';
import { FALLBACK_SLUG, ideaId, ideaPath, slugify } from './slug.ts';
import { FALLBACK_TEXT } from '../config/constants/catalogue.ts';

export interface SheetWarning {
  /** Row in the spreadsheet as people see it: 1 is the header, 2 the skipped row, 3 is idea-1. */
  sheetRow: number;
  ideaId: string;
  field: string;
  message: string;
}

export interface SheetResult {
  ideas: Idea[];
  warnings: SheetWarning[];
  /** Positions of rows dropped because they had neither title nor pitch. */
  blankRows: number[];
}

type Reader = (value: unknown) => unknown;

const FIELD_READERS: Record<IdeaFieldKey, Reader> = {
  title: readText,
  description: readText,
  paperUrl: readHttpUrl,
  chatLink: readHttpUrl,
  authors: readText,
  tags: readTags,
  summary: readText,
  potentialMarket: readText,
  challenges: readText,
  coreInnovationOverview: readText,
  coreInnovation: readText,
  whyItMatters: readText,
  commercialApplications: readList,
  painPoints: readList,
  tamEstimate: readText,
  competitors: readList,
  technologyReadinessLevel: readNumber,
  majorBarriers: readList,
  businessModel: readText,
  validationPlan: readList,
  novelty: readNumber,
  marketPotential: readNumber,
  feasibility: readNumber,
  totalScore: readNumber,
  pitch: readText,
};

/** Rows before the first idea: the header (row 1) and the skipped first data row (row 2). */
const SHEET_ROW_OFFSET = 2;

export interface SheetOptions {
  /** Date used for rows without one, YYYY-MM-DD (the build date). */
  today: string;
}

export function ideasFromSheet(text: string, options: SheetOptions): SheetResult {
  return ideasFromTable(parseGviz(text), options);
}

export function ideasFromTable(table: GvizTable, options: SheetOptions): SheetResult {
  const columns = indexColumns(table.labels);
  if (columns.title === undefined && columns.pitch === undefined) {
    const seen = table.labels.filter(Boolean).join(', ') || 'none';
    throw new SheetError(
      `The sheet has neither a title column ("Research Paper Title" or "Title") nor a pitch column ("Venture Opportunity One Liner Pitch" or "One Liner") in its header row (row 1). Columns found: ${seen}.`,
      'Name a column in row 1 "Research Paper Title" (or "Title") or "Venture Opportunity One Liner Pitch" (or "One Liner"): each idea needs one of them.',
    );
  }

  const ideas: Idea[] = [];
  const warnings: SheetWarning[] = [];
  const blankRows: number[] = [];

  table.rows.slice(1).forEach((row, index) => {
    const number = index + 1;
    const id = ideaId(number);
    const sheetRow = number + SHEET_ROW_OFFSET;
    const warn = (field: string, message: string) => warnings.push({ sheetRow, ideaId: id, field, message });
    const fields = readFields(row, columns, warn);
    if (!fields.title && !fields.pitch) {
      blankRows.push(number);
      return;
    }
    ideas.push(buildIdea(number, fields, row, columns, options, warn));
  });

  if (ideas.length === 0) {
    throw new SheetError(
      `The sheet has no ideas (${table.rows.length} rows, none after the first with a title or pitch). Refusing to publish an empty catalogue.`,
      `Give rows from row ${SHEET_ROW_OFFSET + 1} on a title or a pitch: row 1 is the header and row 2 is always skipped (it holds instructions).`,
    );
  }
  return { ideas, warnings, blankRows };
}

function readFields(row: unknown[], columns: ColumnIndex, warn: (field: string, message: string) => void): IdeaFields {
  const fields: Record<string, unknown> = {};
  for (const [field, read] of Object.entries(FIELD_READERS) as [IdeaFieldKey, Reader][]) {
    const position = columns[field as ColumnKey];
    if (position === undefined) continue;
    try {
      const value = read(row[position]);
      if (value === undefined) continue;
      const checked = IdeaFieldsSchema.shape[field].safeParse(value);
      if (checked.success) fields[field] = checked.data;
      else warn(field, `${describe(value)} dropped: ${z.prettifyError(checked.error)}`);
      const instruction = checked.success ? instructionLike([value].flat().filter((item) => typeof item === 'string').join('\n')) : null;
      if (instruction) warn(field, `reads like an instruction to an AI assistant ("${instruction}"); published as written, as data the site quotes: check the row`);
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      warn(field, `${error.message}; field dropped`);
    }
  }
  return fields as IdeaFields;
}

function buildIdea(
  number: number,
  fields: IdeaFields,
  row: unknown[],
  columns: ColumnIndex,
  options: SheetOptions,
  warn: (field: string, message: string) => void,
): Idea {
  const heading = fields.pitch ?? fields.title ?? FALLBACK_TEXT.ideaTitle;
  const slug = slugify(heading) || FALLBACK_SLUG;
  let dateAdded: string | undefined;
  if (columns.date !== undefined) {
    try {
      dateAdded = readDate(row[columns.date]);
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      warn('date', `${error.message}; using the build date`);
    }
  }
  const raw = (key: ColumnKey) => (columns[key] === undefined ? undefined : safeText(row[columns[key]]));
  return IdeaSchema.parse({
    ...fields,
    id: ideaId(number),
    number,
    slug,
    path: ideaPath(slug, number),
    heading,
    arxivId: arxivIdFromUrl(fields.paperUrl),
    primaryCategory: normalizeTechnology(raw('technology')),
    secondaryCategory: columns.industry === undefined ? undefined : normalizeIndustry(raw('industry')),
    dateAdded: dateAdded ?? options.today,
    dateMissing: dateAdded === undefined,
    firstSeen: options.today,
  });
}

function safeText(value: unknown): string | undefined {
  try {
    return readText(value);
  } catch {
    return undefined;
  }
}

function describe(value: unknown): string {
  const text = Array.isArray(value) ? value.join('; ') : String(value);
  return `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
}

export function formatWarning(warning: SheetWarning): string {
  return `sheet row ${warning.sheetRow} (${warning.ideaId}), ${warning.field}: ${warning.message}`;
}
