// Every email template renders with its PreviewProps, as React Email's preview server renders it: a template
// whose sample props no longer fit it, or that throws, fails here rather than in the preview.
import { reasonLine } from '../../src/ideas/reasons.ts';
import { createElement, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION } from '../../src/config/constants/email.ts';
import { WEEKLY_PICKS } from '../../src/config/constants/newsletter.ts';
import { renderEmail } from '../../src/email/render.server.ts';
import ConfirmSubscription from '../../src/email/templates/ConfirmSubscription.server.tsx';
import DailyAlert from '../../src/email/templates/DailyAlert.server.tsx';
import WeeklyPicks from '../../src/email/templates/WeeklyPicks.server.tsx';
import { unbrokenDates } from '../../src/newsletter/issue.build.ts';

const render = <P extends object>(template: ComponentType<P> & { PreviewProps: P }) => renderEmail(createElement(template, template.PreviewProps));

describe('the email templates with their PreviewProps', () => {
  it('ConfirmSubscription: the heading, and the confirmation link as button and as text', async () => {
    const { html, text } = await render(ConfirmSubscription);
    const { confirmUrl, listName } = ConfirmSubscription.PreviewProps;
    expect(text).toContain(SUBSCRIPTION.emails.confirmHeading(listName));
    expect(html).toContain(`href="${confirmUrl}"`);
    expect(text).toContain(confirmUrl);
  });

  it('DailyAlert: the picked idea with its reason, then every new idea', async () => {
    const { html, text } = await render(DailyAlert);
    const { ideas, picks } = DailyAlert.PreviewProps;
    expect(text).toContain(SUBSCRIPTION.emails.pickedHeading);
    expect(text).toContain(SUBSCRIPTION.emails.pickedReason(picks[0]!.because.heading, reasonLine(picks[0]!.shared)));
    expect(text).toContain(SUBSCRIPTION.emails.allNewHeading);
    // Under a section the ideas are h3, which the text part writes in capitals: their headings are read in the HTML.
    for (const idea of ideas) expect(html).toContain(`>${idea.heading}</a>`);
  });

  it('WeeklyPicks: the issue heading and its picks, ranked', async () => {
    const { text } = await render(WeeklyPicks);
    const { issue } = WeeklyPicks.PreviewProps;
    expect(text).toContain(`${WEEKLY_PICKS.email.heading}, ${unbrokenDates(issue.label)}`);
    issue.picks.forEach((pick, index) => expect(text).toContain(`${index + 1}. ${pick.heading}`));
  });
});
