import type { Ref } from 'react';
import { Input, type InputProps } from '@chakra-ui/react';
import { applyMask } from 'shared-contracts';

export interface MaskedInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  /** A `#` pattern of shared-contracts (spec 5): `#` is a digit, the rest literals typed for the visitor. */
  mask: string;
  value: string;
  onValueChange: (value: string) => void;
  /** React 19 passes it as a prop: a form library focuses the field through it. */
  ref?: Ref<HTMLInputElement>;
}

/** An input that formats as it is typed and refuses characters the mask has no place for (spec 5). */
export function MaskedInput({ mask, value, onValueChange, ...rest }: MaskedInputProps) {
  return (
    <Input
      {...rest}
      inputMode="numeric"
      maxLength={mask.length}
      value={value}
      onChange={(event) => onValueChange(applyMask(mask, event.target.value))}
    />
  );
}
