/** /idea/{slug}-{n}.bib: BibTeX of the idea's source paper (ideas whose paper has a title). */
import { bibtexFile } from '../../open-data/bibtex.ts';
import { ideaFileEndpoint } from './_idea-files.ts';

const endpoint = ideaFileEndpoint('bibtex', (idea, site) => bibtexFile([idea], site));
export const getStaticPaths = endpoint.getStaticPaths;
export const GET = endpoint.GET;
