/**
 * The field table of the /developers page, read from the published JSON Schema so the page says exactly
 * what the schema says. Pure; build-time.
 */
import { CatalogueIdeaSchema, jsonSchema } from './schema.build.ts';

export interface FieldDoc {
  name: string;
  type: string;
  required: boolean;
  /** Whether /ideas.json carries the field too (every field is in the per-idea file). */
  inCatalogue: boolean;
  description: string;
}

interface JsonSchemaNode {
  type?: string;
  format?: string;
  items?: JsonSchemaNode;
  description?: string;
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
}

function typeName(node: JsonSchemaNode): string {
  if (node.type === 'array') return `list of ${node.items ? `${typeName(node.items)}s` : 'values'}`;
  if (node.format === 'uri') return 'URL';
  if (node.format === 'date') return 'date';
  return node.type ?? 'value';
}

export function ideaFieldDocs(site: URL): FieldDoc[] {
  const document = jsonSchema('idea', site) as JsonSchemaNode;
  const idea = document.properties!.idea!;
  const inCatalogue = new Set(Object.keys(CatalogueIdeaSchema.shape));
  return Object.entries(idea.properties ?? {}).map(([name, node]) => ({
    name,
    type: typeName(node),
    required: idea.required?.includes(name) ?? false,
    inCatalogue: inCatalogue.has(name),
    description: node.description ?? '',
  }));
}
