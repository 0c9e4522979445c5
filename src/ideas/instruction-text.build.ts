/**
 * Sheet text that reads like an instruction to an AI assistant ("ignore the previous instructions", a chat
 * template's markers): the sheet is third-party text that reaches assistants verbatim (/mcp, llms.txt, the
 * .md files), so the build names such a cell in its warnings, as it names a bad link. The text is published
 * as written (it is data); a person reads the row. Pure; build-time.
 */
const INSTRUCTION_PATTERNS: RegExp[] = [
  /\b(?:ignore|disregard|forget|override)\s+(?:all\s+|any\s+)?(?:of\s+)?(?:the\s+|your\s+|my\s+)?(?:previous|prior|above|earlier|preceding|system)\s+(?:instructions?|prompts?|messages?|rules|directions)\b/i,
  /\bnew\s+instructions?\s*:/i,
  /\byou\s+are\s+(?:now\s+)?(?:chatgpt|claude|gemini|an?\s+(?:ai|assistant|language\s+model|llm))\b/i,
  /<\|(?:im_start|im_end|system|user|assistant|endoftext)\|>|\[\/?INST\]|<<\/?SYS>>/i,
  /^\s*(?:system|assistant)\s*:/im,
];

/** The first instruction-like passage of `text`, or null. */
export function instructionLike(text: string): string | null {
  for (const pattern of INSTRUCTION_PATTERNS) {
    const found = pattern.exec(text);
    if (found) return found[0].trim();
  }
  return null;
}
