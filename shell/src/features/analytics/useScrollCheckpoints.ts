import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ANALYTICS_EVENTS } from 'shared-contracts/core';
import { track } from '@/features/analytics/analytics';
import { createScrollCheckpoints, currentPageMetrics, scrollDepthPercent } from '@/features/analytics/scroll-checkpoints';
import { redactTokens } from '@/lib/url-redaction';

/**
 * Spec 9: once per page view (a new path; a query or hash change is the same view), 'Page Scroll' with
 * `{ percent, path }` at 25, 50, 75 and 100 % of the page's height reached by the bottom of the viewport.
 * Scroll events are read at most once per frame. Without an analytics token the events stay in the door.
 */
export function useScrollCheckpoints(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    const path = redactTokens(pathname);
    const checkpoints = createScrollCheckpoints((percent) => track(ANALYTICS_EVENTS.pageScroll, { percent, path }));
    let frame: number | null = null;
    const measure = () => {
      frame = null;
      checkpoints.observe(scrollDepthPercent(currentPageMetrics()));
    };
    const onScroll = () => {
      if (frame === null) frame = window.requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== null) window.cancelAnimationFrame(frame);
    };
  }, [pathname]);
}
