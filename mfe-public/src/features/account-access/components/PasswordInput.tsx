import { useState, type Ref } from 'react';
import { HStack, IconButton, Input, type InputProps } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { PASSWORD_POLICY } from 'shared-contracts';

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  ref?: Ref<HTMLInputElement>;
  /** The toggle's name, e.g. "Show new password": one name, its state in aria-pressed. */
  toggleLabel: string;
}

/**
 * A password field with a show/hide toggle (spec 2.10's pattern, kept for every password of the site). Its
 * value lives in the form's memory only: never in the URL, storage or a log.
 */
export function PasswordInput({ toggleLabel, ref, id, disabled, ...rest }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <HStack gap="1" width="full">
      <Input
        {...rest}
        ref={ref}
        id={id}
        disabled={disabled}
        type={shown ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={PASSWORD_POLICY.maxLength}
      />
      <IconButton
        type="button"
        variant="outline"
        aria-label={toggleLabel}
        aria-pressed={shown}
        aria-controls={id}
        disabled={disabled}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
      </IconButton>
    </HStack>
  );
}
