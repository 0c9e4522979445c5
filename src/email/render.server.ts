/** Server-only: an email component to the HTML and plain-text parts of a message. */
import type { ReactElement } from 'react';
import { render, toPlainText } from '@react-email/render';

export interface RenderedEmail {
  html: string;
  text: string;
}

/** Headings keep their case: sheet text shouted in capitals reads as a different title. */
const KEEP_CASE = ['h1', 'h2'].map((selector) => ({ selector, options: { uppercase: false } }));

export async function renderEmail(element: ReactElement): Promise<RenderedEmail> {
  const html = await render(element);
  return { html, text: toPlainText(html, { selectors: KEEP_CASE }) };
}
