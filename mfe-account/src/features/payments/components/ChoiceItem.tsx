import type { ReactNode, Ref } from 'react';
import { RadioGroup } from '@chakra-ui/react';

export interface ChoiceItemProps {
  value: string;
  disabled?: boolean;
  /** The form's handle on the choice: a refused group is focused through its first radio. */
  inputRef?: Ref<HTMLInputElement>;
  children: ReactNode;
}

/** One choice of a `ChoiceGroup`: the whole card is its label, a large target on a phone. */
export function ChoiceItem({ value, disabled, inputRef, children }: ChoiceItemProps) {
  return (
    <RadioGroup.Item
      value={value}
      disabled={disabled}
      alignItems="flex-start"
      borderWidth="1px"
      borderColor="border.emphasized"
      borderRadius="md"
      p="3"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      _checked={{ borderColor: 'brand.solid', bg: 'brand.50' }}
    >
      <RadioGroup.ItemHiddenInput ref={inputRef} />
      <RadioGroup.ItemIndicator mt="0.5" flexShrink={0} />
      <RadioGroup.ItemText flex="1">{children}</RadioGroup.ItemText>
    </RadioGroup.Item>
  );
}
