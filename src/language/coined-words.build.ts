/**
 * Words founders use that WordNet 3.1 lacks (coined after it, or trade acronyms), each with the English words
 * or phrases it means. They are synonyms both ways: "proptech" finds the ideas about real estate, and
 * "air conditioning" finds the ideas about HVAC. A coined word that means a whole category is the category's
 * other name instead (src/ideas/category-other-names.build.ts). Build-time data for lexicon.build.ts.
 */
export const COINED_WORDS: Readonly<Record<string, readonly string[]>> = {
  proptech: ['real estate', 'property technology'],
  adtech: ['advertising', 'advertising technology'],
  hvac: ['air conditioning', 'heating', 'ventilation'],
  telemedicine: ['telehealth', 'virtual care'],
  bioinformatics: ['genomics', 'computational biology'],
  k12: ['school', 'primary school', 'secondary school'],
  chatbot: ['assistant', 'virtual assistant', 'conversational agent'],
  chatbots: ['assistants'],
};
