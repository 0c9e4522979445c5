/** /idea/{slug}-{n}.json: every field of the idea, in the versioned schema of src/open-data/schema.build.ts. */
import { ideaDocument } from '../../open-data/documents.build.ts';
import { ideaFileEndpoint } from './_idea-files.ts';

const endpoint = ideaFileEndpoint('json', (idea, site) => `${JSON.stringify(ideaDocument(idea, site), null, 2)}\n`);
export const getStaticPaths = endpoint.getStaticPaths;
export const GET = endpoint.GET;
