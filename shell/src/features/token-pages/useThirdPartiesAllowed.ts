import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isTokenPath } from '@/lib/url-redaction';

/**
 * Docs/decisions/053: the tag manager, the chat and analytics do not load on a tokenised route (spec 2.3): their
 * scripts can read the page and `location`. Latched: once the visitor has been on another page they may load, and a
 * later token page cannot unload them (their scripts are in the page by then); the token is out of the address bar
 * there anyway (useTokenOutOfAddressBar).
 */
export function useThirdPartiesAllowed(): boolean {
  const { pathname } = useLocation();
  const allowedNow = !isTokenPath(pathname);
  const [allowedOnce, setAllowedOnce] = useState(allowedNow);
  if (allowedNow && !allowedOnce) setAllowedOnce(true);
  return allowedOnce || allowedNow;
}
