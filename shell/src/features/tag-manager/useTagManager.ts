import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useEnv } from '@/app/env-config';
import { whenPageInteractive } from '@/lib/page-ready';
import { redactTokens } from '@/lib/url-redaction';
import { installTagManager, tagManagerIds, type TagManager } from '@/features/tag-manager/tag-manager';

/**
 * Spec 1, 3: the tag manager, when /env.json names a `gtmMeasurmentId` and/or `gtmLegacyMessagingId`:
 * installed once the page is interactive, then a page view for the page at that moment and for every
 * route change after it. Nothing at all when neither id is set, and not while `allowed` is false (a tokenised
 * route, docs/decisions/053).
 */
export function useTagManager(allowed: boolean): void {
  const env = useEnv();
  const { pathname, search } = useLocation();
  const [tagManager, setTagManager] = useState<TagManager | null>(null);
  const configured = tagManagerIds(env).length > 0 && allowed;

  useEffect(() => {
    if (!configured) return undefined;
    return whenPageInteractive(() => setTagManager(installTagManager(env)));
  }, [env, configured]);

  useEffect(() => {
    if (!tagManager) return;
    tagManager.pageView({
      location: redactTokens(window.location.href),
      path: redactTokens(`${pathname}${search}`),
      title: document.title,
    });
  }, [tagManager, pathname, search]);
}
