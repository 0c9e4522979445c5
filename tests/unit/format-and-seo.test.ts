import { describe, expect, test } from 'vitest';
import { breadcrumbLabel, feedbackHref, formatComposite, formatDate, formatScore, truncateText } from '../../src/ideas/format.ts';
import { ideaDescription, ideaJsonLd, ideaKeywords, ideaTitle } from '../../src/ideas/seo.build.ts';
import { ideasFromSheet } from '../../src/ideas/sheet.build.ts';
import { fixture } from './fixtures.ts';

const { ideas } = ideasFromSheet(fixture('basic.gviz.txt'), { today: '2026-11-21' });
const complete = ideas.find((idea) => idea.id === 'idea-1')!;
const sparse = ideas.find((idea) => idea.id === 'idea-5')!;

describe('format', () => {
  test('dates read like Jun 1, 2025 whatever the time zone', () => {
    expect(formatDate('2025-06-01')).toBe('Jun 1, 2025');
    expect(formatDate('2026-12-31')).toBe('Dec 31, 2026');
  });
  test('dates read exactly as the en-US Intl format in UTC, for every day of two years', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    for (let day = 0; day < 731; day++) {
      const date = new Date(Date.UTC(2024, 0, 1 + day));
      expect(formatDate(date.toISOString().slice(0, 10))).toBe(intl.format(date));
    }
  });
  test('scores', () => {
    expect(formatScore(8)).toBe('8');
    expect(formatScore(7.5)).toBe('7.5');
    expect(formatScore(undefined)).toBe('–');
    expect(formatComposite(8)).toBe('8.0');
    expect(formatComposite(7.25)).toBe('7.3');
  });
  test('breadcrumb cuts the pitch at 25 characters plus ...', () => {
    expect(breadcrumbLabel('Short pitch')).toBe('Short pitch');
    expect(breadcrumbLabel('Transformer-native translation API')).toBe('Transformer-native transl...');
  });
  test('truncateText keeps words whole', () => {
    expect(truncateText('alpha beta gamma delta', 15)).toBe('alpha beta…');
    expect(truncateText('short', 15)).toBe('short');
  });
  test('feedback link prefills subject and message', () => {
    const url = new URL(feedbackHref('My & idea'), 'http://x');
    expect(url.pathname).toBe('/contact');
    expect(url.searchParams.get('subject')).toBe('User Feedback On Venture Idea');
    expect(url.searchParams.get('message')).toBe('Idea Title: My & idea');
    expect(new URL(feedbackHref(undefined), 'http://x').searchParams.get('message')).toBe('Idea Title: Research Opportunity');
  });
});

describe('idea SEO', () => {
  test('title follows the documented pattern', () => {
    expect(ideaTitle(complete)).toBe('Transformer-native translation API for regulated industries - AI Startup Opportunity from Research | Research Ventures');
  });
  test('description has the scores out of 10, the TAM and the business model', () => {
    const description = ideaDescription(complete);
    expect(description).toContain('Novelty 9/10');
    expect(description).toContain('market potential 8/10');
    expect(description).toContain('feasibility 7/10');
    expect(description).toContain('composite 8.2/10');
    expect(description).toContain('Business model: API pricing');
    expect(ideaDescription(sparse)).toContain('TAM: Market size analysis in progress');
    expect(ideaDescription(sparse).length).toBeLessThanOrEqual(300);
  });
  test('keywords: business-model words over 3 letters, first 5 core-innovation words over 4', () => {
    const idea = { ...complete, businessModel: 'Usage based API pricing with an enterprise tier', coreInnovation: 'Sparse mixture routing improves throughput across heterogeneous accelerator clusters dramatically' };
    const keywords = ideaKeywords(idea);
    expect(keywords.slice(0, 5)).toEqual(['usage', 'based', 'pricing', 'with', 'enterprise']);
    expect(keywords).toEqual(expect.arrayContaining(['sparse', 'mixture', 'routing', 'improves', 'throughput']));
    expect(keywords).not.toContain('heterogeneous');
    expect(keywords).toContain('tier');
    expect(keywords).not.toContain('an');
    expect(keywords).not.toContain('across');
  });
  test('JSON-LD: Article, BreadcrumbList (Home, Discover, idea) and a three-question FAQ', () => {
    const [article, breadcrumbs, faq] = ideaJsonLd(complete, new URL('https://example.org'), '/og/idea-1.png');
    expect(article).toMatchObject({ '@type': 'Article', datePublished: '2025-06-01', url: `https://example.org${complete.path}`, image: 'https://example.org/og/idea-1.png' });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    const items = (breadcrumbs as { itemListElement: { name: string }[] }).itemListElement.map((item) => item.name);
    expect(items).toEqual(['Home', 'Discover', complete.heading]);
    const questions = (faq as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] }).mainEntity;
    expect(faq).toMatchObject({ '@type': 'FAQPage' });
    expect(questions.map((q) => q.name)).toEqual([
      expect.stringMatching(/^What is the market potential/),
      expect.stringMatching(/^How feasible/),
      expect.stringMatching(/^What is the business model/),
    ]);
    expect(questions[2]?.acceptedAnswer.text).toBe('API pricing');
  });
});
