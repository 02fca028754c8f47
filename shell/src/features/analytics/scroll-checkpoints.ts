import { SCROLL_CHECKPOINTS_PERCENT } from 'shared-contracts/core';

export type ScrollCheckpoint = (typeof SCROLL_CHECKPOINTS_PERCENT)[number];

/** Within this many pixels of the end the page counts as read to the bottom (fractional zoom, rounding). */
const BOTTOM_TOLERANCE_PX = 2;

export interface PageMetrics {
  scrollY: number;
  viewportHeight: number;
  pageHeight: number;
}

/**
 * How much of the page the visitor has seen, in percent: where the bottom of the viewport is. Null when the
 * visitor has not scrolled (at the top, or a page no taller than the viewport): scroll depth measures
 * scrolling, and the page view itself is counted elsewhere. This also keeps a page that is still loading
 * (short for a moment) or the scroll to the top after a navigation from claiming checkpoints.
 */
export function scrollDepthPercent({ scrollY, viewportHeight, pageHeight }: PageMetrics): number | null {
  if (scrollY <= 0 || pageHeight <= viewportHeight) return null;
  const seen = scrollY + viewportHeight;
  if (pageHeight - seen <= BOTTOM_TOLERANCE_PX) return 100;
  return (seen / pageHeight) * 100;
}

/** The checkpoints of one page view: each is reported once, the first time the depth reaches it. */
export function createScrollCheckpoints(onCheckpoint: (percent: ScrollCheckpoint) => void) {
  const reached = new Set<ScrollCheckpoint>();
  return {
    observe(depthPercent: number | null) {
      if (depthPercent === null) return;
      for (const checkpoint of SCROLL_CHECKPOINTS_PERCENT) {
        if (depthPercent >= checkpoint && !reached.has(checkpoint)) {
          reached.add(checkpoint);
          onCheckpoint(checkpoint);
        }
      }
    },
  };
}

export function currentPageMetrics(): PageMetrics {
  return {
    scrollY: window.scrollY,
    viewportHeight: window.innerHeight,
    pageHeight: document.documentElement.scrollHeight,
  };
}
