/**
 * Ships to the browser: a card's "More like this" link to /discover?like=N, placed beside the card's date
 * (IdeaCard's besideDate). Discover's cards and the workspace's For you cards share it.
 */
import { LIKE_TEXT } from '../config/constants/like.ts';
import { likeHref } from '../discover/like.ts';

/** The action row is full at every width; beside the date the link adds no height. A 24 px target whose margins keep the date's line height. */
export function MoreLikeThisLink({ number, heading }: { number: number; heading: string }) {
  return (
    <a href={likeHref(number)} className="link relative z-10 -my-0.5 inline-flex min-h-6 items-center text-sm" aria-label={LIKE_TEXT.linkLabel(heading)} data-more-like-this>
      {LIKE_TEXT.link}
    </a>
  );
}
