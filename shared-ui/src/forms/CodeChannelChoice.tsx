import { RadioGroup, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CodeChannel, MaskedCodeOption } from 'shared-contracts';

export interface CodeChannelChoiceProps {
  /** The masked ways on file the server offered (e-mail address, mobile phone). */
  options: readonly MaskedCodeOption[];
  value: CodeChannel | undefined;
  onChange: (channel: CodeChannel) => void;
  disabled?: boolean;
}

/**
 * Where a six-digit code goes: the same question, in the same words, wherever the site sends one (the account
 * lookup, the enrolment, a sign-in from a new browser), so a borrower who has seen it once knows it again.
 */
export function CodeChannelChoice({ options, value, onChange, disabled = false }: CodeChannelChoiceProps) {
  const { t } = useLingui();
  return (
    <RadioGroup.Root
      name="sendTo"
      value={value ?? null}
      onValueChange={(details) => onChange(details.value as CodeChannel)}
      disabled={disabled}
      colorPalette="brand"
    >
      <RadioGroup.Label>
        <Trans>Where should we send your verification code?</Trans>
      </RadioGroup.Label>
      <Stack gap="2" mt="2">
        {options.map((option) => {
          const display = option.display;
          return (
            <RadioGroup.Item key={option.key} value={option.key}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.key === 'email' ? t`E-mail to ${display}` : t`Text message to ${display}`}</RadioGroup.ItemText>
            </RadioGroup.Item>
          );
        })}
      </Stack>
    </RadioGroup.Root>
  );
}
