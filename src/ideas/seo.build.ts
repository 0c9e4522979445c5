/**
 * What an idea page tells search engines and link previews: title, description, keywords and
 * JSON-LD (Article, BreadcrumbList, three-question FAQPage). Pure; build-time.
 */
import { FALLBACK_TEXT } from '../config/constants/catalogue.ts';
import { SITE } from '../config/site.ts';
import { formatComposite, formatScore, truncateText } from './format.ts';
import type { Idea } from './schema.ts';

const DESCRIPTION_MAX = 300;

export function ideaTitle(idea: Idea): string {
  return `${idea.heading} - AI Startup Opportunity from Research | ${SITE.name}`;
}

export function ideaDescription(idea: Idea): string {
  const scores = `Novelty ${formatScore(idea.novelty)}/10, market potential ${formatScore(idea.marketPotential)}/10, feasibility ${formatScore(idea.feasibility)}/10 (composite ${formatComposite(idea.totalScore)}/10).`;
  const tam = `TAM: ${idea.tamEstimate ?? FALLBACK_TEXT.tam}.`;
  const model = `Business model: ${idea.businessModel ?? FALLBACK_TEXT.businessModel}`;
  return truncateText(`${idea.heading}. ${scores} ${tam} ${model}`.replace(/\.\./g, '.'), DESCRIPTION_MAX);
}

function keywordWords(text: string | undefined, minLength: number): string[] {
  if (!text) return [];
  return text
    .toLowerCase()
    .split(/[^a-z0-9+#-]+/)
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter((word) => word.length > minLength);
}

/** Business-model words longer than 3 characters, then the first 5 core-innovation words longer than 4. */
export function ideaKeywords(idea: Idea): string[] {
  const words = [
    ...keywordWords(idea.businessModel, 3),
    ...keywordWords(idea.coreInnovation ?? idea.coreInnovationOverview, 4).slice(0, 5),
    ...(idea.tags ?? []).map((tag) => tag.toLowerCase()),
    idea.primaryCategory.toLowerCase(),
    ...(idea.secondaryCategory ? [idea.secondaryCategory.toLowerCase()] : []),
  ];
  return [...new Set(words)];
}

/** `image` is the path of the idea's preview image (the default image when idea images are skipped). */
export function ideaJsonLd(idea: Idea, site: URL, image: string): Record<string, unknown>[] {
  const url = new URL(idea.path, site).href;
  const organisation = { '@type': 'Organization', name: SITE.name, url: site.href };
  const article: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: truncateText(idea.heading, 110),
    description: ideaDescription(idea),
    datePublished: idea.dateAdded,
    dateModified: idea.dateAdded,
    url,
    mainEntityOfPage: url,
    image: new URL(image, site).href,
    author: organisation,
    publisher: organisation,
    keywords: ideaKeywords(idea).join(', '),
    articleSection: idea.primaryCategory,
  };
  if (idea.title) {
    article.about = {
      '@type': 'ScholarlyArticle',
      name: idea.title,
      ...(idea.paperUrl && { url: idea.paperUrl }),
      ...(idea.authors && { author: idea.authors }),
    };
  }
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: new URL('/', site).href },
      { '@type': 'ListItem', position: 2, name: 'Discover', item: new URL('/discover', site).href },
      { '@type': 'ListItem', position: 3, name: idea.heading, item: url },
    ],
  };
  const faq = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: [
      question(
        `What is the market potential of ${idea.heading}?`,
        `Market potential is rated ${formatScore(idea.marketPotential)}/10. Market size: ${idea.tamEstimate ?? FALLBACK_TEXT.tam}.${idea.potentialMarket ? ` ${idea.potentialMarket}` : ''}`,
      ),
      question(
        `How feasible is ${idea.heading}?`,
        `Feasibility is rated ${formatScore(idea.feasibility)}/10${idea.technologyReadinessLevel ? ` at technology readiness level ${idea.technologyReadinessLevel}` : ''}. Main barriers: ${idea.majorBarriers?.join('; ') ?? FALLBACK_TEXT.barriers}.`,
      ),
      question(`What is the business model for ${idea.heading}?`, idea.businessModel ?? FALLBACK_TEXT.businessModel),
    ],
  };
  return [article, breadcrumbs, faq];
}

function question(name: string, answer: string) {
  return { '@type': 'Question', name, acceptedAnswer: { '@type': 'Answer', text: answer } };
}
