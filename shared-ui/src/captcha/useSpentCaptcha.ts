import { useState } from 'react';

/**
 * The captcha token is a form value (the request's `captchaToken`): set by the widget, spent by each request,
 * after which the widget is remounted for a fresh challenge (spec 2.11). Answers the widget's key and `renew`.
 */
export function useSpentCaptcha(clearToken: () => void): [key: number, renew: () => void] {
  const [key, setKey] = useState(0);
  return [
    key,
    () => {
      clearToken();
      setKey((value) => value + 1);
    },
  ];
}
