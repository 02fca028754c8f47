import { useId, type ReactNode } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { Locale } from 'shared-contracts';
// The main entry, as the forms entry's other fields do: one shared-ui singleton (and one widget an app's test stands in for).
import { CaptchaWidget } from 'shared-ui';

export interface CaptchaFieldProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  /** The form's field that holds the solved token (`captchaToken`), spent by each request. */
  name: FieldPath<Values>;
  locale: Locale;
  /** A new key remounts the widget: a fresh challenge after each request spent the last one (`useSpentCaptcha`). */
  captchaKey: number;
  /** What the visitor does, under the name, if the form says it. */
  help?: ReactNode;
  /** Why the form could not be sent for the captcha, or nothing. */
  error?: string;
}

/**
 * The captcha as a field of a form (spec 2.11, docs/decisions/032 and 058): a group with its name, and its rule
 * and error as its description. The altcha widget carries its own checkbox and label, so the group is what the
 * form focuses when the captcha is what is missing, and where its error is read out.
 */
export function CaptchaField<Values extends FieldValues, Output>({ control, name, locale, captchaKey, help, error }: CaptchaFieldProps<Values, Output>) {
  const id = useId();
  const describedBy = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Stack ref={field.ref} role="group" tabIndex={-1} aria-labelledby={`${id}-label`} aria-describedby={describedBy || undefined} gap="2" outline="none">
          <Text id={`${id}-label`} fontWeight="medium">
            <Trans>Security check</Trans>
          </Text>
          {help ? (
            <Text id={`${id}-help`} color="gray.700" fontSize="sm">
              {help}
            </Text>
          ) : null}
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
