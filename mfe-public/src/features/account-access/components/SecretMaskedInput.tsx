import { useState, type Ref } from 'react';
import { HStack, IconButton } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { MaskedInput, type MaskedInputProps } from '@/components/forms';

export interface SecretMaskedInputProps extends Omit<MaskedInputProps, 'type'> {
  ref?: Ref<HTMLInputElement>;
  toggleLabel: string;
}

/** A `#`-masked number hidden as it is typed, like the SSN of spec 5, with a show/hide toggle. */
export function SecretMaskedInput({ toggleLabel, ref, id, disabled, ...rest }: SecretMaskedInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <HStack gap="1" width="full">
      <MaskedInput {...rest} ref={ref} id={id} disabled={disabled} type={shown ? 'text' : 'password'} autoComplete="off" />
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
