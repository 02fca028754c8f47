import { useEffect, useRef, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type {} from 'altcha/types/react';
import { PORTAL_API_PATHS, type Locale } from 'shared-contracts';
import { FormAlert } from '../forms/FormAlert';
import { ALTCHA_LANGUAGE } from './altcha-language';

export interface CaptchaWidgetProps {
  locale: Locale;
  /** The solved payload to send as `captchaToken`, or null while unsolved, expired or failed. */
  onToken: (token: string | null) => void;
}

type StateChange = CustomEvent<{ state?: string; payload?: string }>;

/**
 * The self-hosted ALTCHA proof of work (spec 2.11), fetching a new challenge from the server. To reset it
 * after a request, remount it (a new `key`, see `useSpentCaptcha`): the token of the previous solution has been
 * spent. Light on purpose: it sits in shared-ui's one shared module, and the widget's code (altcha, 35 KB gzip)
 * is a chunk of its own, fetched only when a form with a captcha is shown.
 */
export function CaptchaWidget({ locale, onToken }: CaptchaWidgetProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLElement>(null);
  const onTokenRef = useRef(onToken);
  // `failed` once the widget's chunk could not be loaded; each new attempt imports it again.
  const [load, setLoad] = useState({ attempt: 0, failed: false });
  useEffect(() => {
    onTokenRef.current = onToken;
  });

  useEffect(() => {
    let current = true;
    // Defines <altcha-widget>; the element rendered below upgrades in place once it is defined. Without the
    // chunk (offline, a deployment replaced it) there is no token and the form cannot be sent: say why.
    import(/* webpackChunkName: "altcha" */ './altcha-setup').catch(() => {
      if (current) setLoad((previous) => ({ ...previous, failed: true }));
    });
    return () => {
      current = false;
    };
  }, [load.attempt]);

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

  return (
    <>
      {load.failed ? (
        <FormAlert title={t`The security check could not be loaded.`}>
          <Trans>Check your internet connection, then try again.</Trans>{' '}
          <Button type="button" size="xs" variant="outline" onClick={() => setLoad(({ attempt }) => ({ attempt: attempt + 1, failed: false }))}>
            <Trans>Try again</Trans>
          </Button>
        </FormAlert>
      ) : null}
      <altcha-widget ref={ref} challenge={PORTAL_API_PATHS.captchaChallenge} language={ALTCHA_LANGUAGE[locale]} name="captcha" />
    </>
  );
}
