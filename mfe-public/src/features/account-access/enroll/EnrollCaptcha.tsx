import { useId } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Controller, type Control } from 'react-hook-form';
import type { Locale } from 'shared-contracts';
import { CaptchaWidget } from 'shared-ui';
import type { EnrollFormValues } from '@/features/account-access/enroll/enroll-form';

export interface EnrollCaptchaProps<Output> {
  control: Control<EnrollFormValues, unknown, Output>;
  locale: Locale;
  /** A new key remounts the widget: a fresh challenge after each request spent the last one. */
  captchaKey: number;
  /** Why the form could not be sent for the captcha, or nothing. */
  error?: string;
}

/**
 * The enrolment's captcha (docs/decisions/032: each try of a loan's details costs one proof of work). A group with
 * its name and rule: the altcha widget carries its own checkbox and label, so the group is what the form focuses
 * when the captcha is what is missing, and where its error is read out.
 */
export function EnrollCaptcha<Output>({ control, locale, captchaKey, error }: EnrollCaptchaProps<Output>) {
  const id = useId();
  return (
    <Controller
      control={control}
      name="captchaToken"
      render={({ field }) => (
        <Stack
          ref={field.ref}
          role="group"
          tabIndex={-1}
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${id}-help ${id}-error` : `${id}-help`}
          gap="2"
          outline="none"
        >
          <Text id={`${id}-label`} fontWeight="medium">
            <Trans>Security check</Trans>
          </Text>
          <Text id={`${id}-help`} color="gray.700" fontSize="sm">
            <Trans>Tick the box and wait for the check mark. A new check is needed each time you send the form.</Trans>
          </Text>
          <CaptchaWidget key={captchaKey} locale={locale} onToken={(token) => field.onChange(token ?? '')} />
          {error ? (
            <Text id={`${id}-error`} color="red.700" fontSize="sm">
              {error}
            </Text>
          ) : null}
        </Stack>
      )}
    />
  );
}
