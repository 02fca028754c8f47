import type { Ref } from 'react';
import { Input, type InputProps } from '@chakra-ui/react';
import { LIMITS } from 'shared-contracts';

export type UsernameInputProps = InputProps & { ref?: Ref<HTMLInputElement> };

/**
 * A username as typed (spec 2.10, 5): the browser offers the saved one, and neither capitalises nor corrects it
 * (a username is matched as typed), up to the longest username the server takes. Spread `register('username')`.
 */
export function UsernameInput(props: UsernameInputProps) {
  return <Input autoComplete="username" autoCapitalize="none" autoCorrect="off" spellCheck={false} maxLength={LIMITS.usernameMax} {...props} />;
}
