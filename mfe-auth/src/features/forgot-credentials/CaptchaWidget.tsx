import { useEffect, useRef } from 'react';
import type {} from 'altcha/types/react';
import { PORTAL_API_PATHS, type Locale } from 'shared-contracts';
import { ALTCHA_LANGUAGE } from '@/features/forgot-credentials/altcha-language';

export interface CaptchaWidgetProps {
  locale: Locale;
  /** The solved payload to send as `captchaToken`, or null while unsolved, expired or failed. */
  onToken: (token: string | null) => void;
}

type StateChange = CustomEvent<{ state?: string; payload?: string }>;

/**
 * The self-hosted ALTCHA proof of work (spec 2.11), fetching a new challenge from the server. To reset it
 * after a request, remount it (a new `key`): the token of the previous solution has been spent.
 */
export function CaptchaWidget({ locale, onToken }: CaptchaWidgetProps) {
  const ref = useRef<HTMLElement>(null);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  });

  useEffect(() => {
    // Defines <altcha-widget>; the element rendered below upgrades in place once it is defined.
    void import(/* webpackChunkName: "altcha" */ '@/features/forgot-credentials/altcha-setup');
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as StateChange).detail ?? {};
      onTokenRef.current(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', onStateChange);
    return () => {
      element.removeEventListener('statechange', onStateChange);
      onTokenRef.current(null);
    };
  }, []);

  return <altcha-widget ref={ref} challenge={PORTAL_API_PATHS.captchaChallenge} language={ALTCHA_LANGUAGE[locale]} name="captcha" />;
}
