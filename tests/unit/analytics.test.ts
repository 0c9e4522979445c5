import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventParams, pageLocation, track } from '../../src/analytics/track.ts';

describe('analytics', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('does nothing when no tag is configured (no gtag on the page)', () => {
    vi.stubGlobal('window', {});
    expect(() => track('newsletter_submitted', { variant: 'footer' })).not.toThrow();
  });

  it('sends typed events through gtag', () => {
    const gtag = vi.fn();
    vi.stubGlobal('window', { gtag });
    track('share_click', { idea_id: 'idea-1', idea_title: 'T', idea_url: 'https://x.test/idea/t-1', platform: 'x', location: 'idea_page' });
    expect(gtag).toHaveBeenCalledWith('event', 'share_click', { idea_id: 'idea-1', idea_title: 'T', idea_url: 'https://x.test/idea/t-1', platform: 'x', location: 'idea_page' });
  });

  it('drops any value shaped like an email address', () => {
    expect(eventParams<'share_open'>({ idea_id: 'idea-1', idea_title: 'mail me at a@b.co', idea_url: 'https://x.test/', platform: 'menu', location: 'idea_page' })).toEqual({
      idea_id: 'idea-1',
      idea_url: 'https://x.test/',
      platform: 'menu',
      location: 'idea_page',
    });
  });

  it('reports page addresses with only their campaign parameters', () => {
    expect(pageLocation('https://x.test/contact?subject=Hi&message=call%20me%20at%20555&utm_source=x&utm_medium=social')).toBe(
      'https://x.test/contact?utm_source=x&utm_medium=social',
    );
    expect(pageLocation('https://x.test/discover?q=secret#top')).toBe('https://x.test/discover');
  });
});
