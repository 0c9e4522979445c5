// Where the build keeps each idea's files and how the edge function (netlify/edge-functions/idea-files.ts)
// answers their addresses: the rules, here; the edge function itself in Netlify's emulator (tests/site/).
import { describe, expect, test } from 'vitest';
import {
  answerIdeaAddress,
  BUCKET_SIZE,
  type BucketIndex,
  bucketIndexPath,
  ideaFileLocation,
  largestLayoutFolder,
  mcpRecordLocation,
  ogImageLocation,
  readIdeaAddress,
} from '../../src/ideas/published-layout.ts';

const entry: BucketIndex[string] = { path: '/idea/some-pitch-12', files: ['html', 'json', 'md'] };
const idea = (pathname: string) => {
  const address = readIdeaAddress(pathname);
  if (address.kind !== 'idea') throw new Error(`${pathname} is not an idea address`);
  return address;
};

describe('the layout', () => {
  test("a format has a folder of numbered buckets; an image and the MCP server's record the same", () => {
    expect(ideaFileLocation('/idea/some-pitch-12', 12, 'html')).toBe('/idea-files/html/0/some-pitch-12.html');
    expect(ideaFileLocation('/idea/some-pitch-12345', 12_345, 'bib')).toBe('/idea-files/bib/12/some-pitch-12345.bib');
    expect(ogImageLocation(99_999)).toBe('/og-files/99/idea-99999.png');
    expect(mcpRecordLocation(12_345)).toBe('/mcp-files/12/idea-12345.json');
    expect(bucketIndexPath(3)).toBe('/idea-files/index/3.json');
  });

  test("no folder holds more than a bucket's ideas or the list of buckets, far under Netlify's 54,000 files", () => {
    expect(largestLayoutFolder(68)).toBe(68);
    expect(largestLayoutFolder(100_000)).toBe(BUCKET_SIZE);
    expect(largestLayoutFolder(10_000_000)).toBe(10_001);
    expect(largestLayoutFolder(100_000)).toBeLessThanOrEqual(50_000);
  });
});

describe('an address', () => {
  test('is read as a page, a data file, an image or something else', () => {
    expect(readIdeaAddress('/idea/some-pitch-12')).toEqual({ kind: 'idea', number: 12, stem: '/idea/some-pitch-12', extension: 'html' });
    expect(readIdeaAddress('/idea/some-pitch-12.bib')).toEqual({ kind: 'idea', number: 12, stem: '/idea/some-pitch-12', extension: 'bib' });
    expect(readIdeaAddress('/idea/12')).toEqual({ kind: 'idea', number: 12, stem: '/idea/12', extension: 'html' });
    expect(readIdeaAddress('/idea/some-pitch-12/')).toEqual(readIdeaAddress('/idea/some-pitch-12'));
    expect(readIdeaAddress('/og/idea-7.png')).toEqual({ kind: 'og', number: 7 });
    for (const other of ['/og/default.png', '/idea/', '/idea/some-pitch', '/idea/some-pitch-12.html', '/idea/Some-Pitch-12', '/idea/a/b-1', '/idea/some-pitch-12.json/', '/idea/x-99999999999999999999']) {
      expect(readIdeaAddress(other), other).toEqual({ kind: 'other' });
    }
  });

  test("the page's own address and its published files are files; a format it lacks is not found", () => {
    expect(answerIdeaAddress(idea('/idea/some-pitch-12'), entry)).toEqual({ kind: 'file', location: '/idea-files/html/0/some-pitch-12.html' });
    expect(answerIdeaAddress(idea('/idea/some-pitch-12.md'), entry)).toEqual({ kind: 'file', location: '/idea-files/md/0/some-pitch-12.md' });
    expect(answerIdeaAddress(idea('/idea/some-pitch-12.bib'), entry)).toEqual({ kind: 'not-found' });
  });

  test('the number and idea-number addresses redirect to the page; another slug or an unknown number is not found', () => {
    expect(answerIdeaAddress(idea('/idea/12'), entry)).toEqual({ kind: 'redirect', location: '/idea/some-pitch-12' });
    expect(answerIdeaAddress(idea('/idea/idea-12'), entry)).toEqual({ kind: 'redirect', location: '/idea/some-pitch-12' });
    expect(answerIdeaAddress(idea('/idea/12.json'), entry)).toEqual({ kind: 'not-found' });
    expect(answerIdeaAddress(idea('/idea/other-pitch-12'), entry)).toEqual({ kind: 'not-found' });
    expect(answerIdeaAddress(idea('/idea/some-pitch-13'), undefined)).toEqual({ kind: 'not-found' });
  });

  test('an idea whose page is at idea-{n} (no title to name it) is a file there, never a redirect to itself', () => {
    const untitled: BucketIndex[string] = { path: '/idea/idea-3', files: ['html', 'json'] };
    expect(answerIdeaAddress(idea('/idea/idea-3'), untitled)).toEqual({ kind: 'file', location: '/idea-files/html/0/idea-3.html' });
    expect(answerIdeaAddress(idea('/idea/3'), untitled)).toEqual({ kind: 'redirect', location: '/idea/idea-3' });
  });
});
