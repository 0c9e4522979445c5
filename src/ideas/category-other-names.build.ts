/**
 * The other names founders use for a category: industry words coined after WordNet ("edtech", "fintech") and
 * the everyday word for a category whose name says it another way ("healthcare" for Health & Life Sciences).
 * A query word that is one of them finds the category's ideas, counted as a synonym (src/language/lexicon.ts). Only names
 * that mean the whole category: a customer or a problem ("hospital", "fraud") is the lexicon's and the
 * ideas' own text's to match. Build-time data for the lexicon (src/language/lexicon.build.ts), which the
 * word index hands it (src/text-search/words.build.ts).
 */
import type { IndustryCategory, TechnologyCategory } from './categories.ts';

export const CATEGORY_OTHER_NAMES: Partial<Record<IndustryCategory | TechnologyCategory, readonly string[]>> = {
  'Health & Life Sciences': ['healthcare', 'healthtech', 'medtech', 'biotech', 'pharma', 'medical', 'clinical', 'medicine', 'digitalhealth', 'telehealth'],
  'Financial Services': ['fintech', 'banking', 'finance', 'insurtech', 'insurance', 'wealthtech', 'lending'],
  'Crypto & Blockchain': ['web3', 'defi', 'cryptocurrency', 'onchain'],
  'Retail & eCommerce': ['ecommerce', 'retailtech', 'shopping', 'dtc'],
  'Logistics & Mobility': ['logtech', 'transportation', 'shipping', 'freight', 'mobilitytech'],
  'Legal & Compliance': ['legaltech', 'regtech', 'law', 'lawtech'],
  'Education & Training': ['edtech', 'elearning', 'education', 'schooling', 'highered', 'k12'],
  'Government & Public Services': ['govtech', 'civictech', 'government', 'publicsector'],
  'Climate & Sustainability': ['climatetech', 'cleantech', 'greentech', 'sustainability'],
  'Human Resources': ['hrtech', 'hr', 'recruiting', 'recruitment', 'hiring', 'talent'],
  'Marketing & Revenue': ['martech', 'salestech'],
  'Accounting & Audit': ['bookkeeping', 'accountancy'],
  'Agriculture': ['agtech', 'agritech', 'farming', 'agrifood'],
  'Energy': ['energytech', 'utilities', 'utility'],
  'Defense & Security': ['defensetech', 'defence', 'military'],
  'Cybersecurity': ['infosec', 'cyber', 'secops', 'cyberattack', 'cyberattacks', 'cybercrime', 'hacking', 'hackers'],
  'Manufacturing': ['industrial', 'factory', 'factories'],
  'Aerospace': ['spacetech', 'aviation'],
  'Creative & Design': ['creatortech', 'designtech'],
  'Physical Infrastructure': ['construction', 'contech'],
  'Conversational AI': ['chatbot', 'chatbots', 'assistant', 'assistants'],
  'Developer Tools': ['devtools', 'devtool', 'devex'],
};
