import type { BaseSyntheticEvent, ReactNode } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from 'shared-contracts';
import { CaptchaWidget } from 'shared-ui';
import { FailureAlert } from '@/components/FailureAlert';

export interface RecoveryFrameProps {
  locale: Locale;
  intro: ReactNode;
  /** The tab's one field. */
  children: ReactNode;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  problem: Error | null;
  submitting: boolean;
  /** Spec 5: a captcha token and the field filled. */
  canContinue: boolean;
  /** A new key remounts the captcha: a fresh challenge after each request (spec 2.11). */
  captchaKey: number;
  onCaptchaToken: (token: string | null) => void;
}

/** What both recovery tabs show around their field: the failure (spec 8.3), the captcha and Continue. */
export function RecoveryFrame({ locale, intro, children, onSubmit, problem, submitting, canContinue, captchaKey, onCaptchaToken }: RecoveryFrameProps) {
  const { t } = useLingui();
  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-busy={submitting}>
      <Stack gap="4">
        <Text>{intro}</Text>
        <FailureAlert problem={problem} />
        {children}
        <CaptchaWidget key={captchaKey} locale={locale} onToken={onCaptchaToken} />
        <Button type="submit" colorPalette="brand" disabled={!canContinue} loading={submitting} loadingText={t`Sending…`}>
          <Trans>Continue</Trans>
        </Button>
      </Stack>
    </form>
  );
}
