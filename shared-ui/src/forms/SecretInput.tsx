import { useId, useState, type Ref } from 'react';
import { HStack, IconButton, Input, useFieldContext, type InputProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import { PASSWORD_POLICY } from 'shared-contracts';
import { MaskedInput, type MaskedInputProps } from './MaskedInput';

interface PlainSecretProps extends Omit<InputProps, 'type'> {
  mask?: undefined;
  /** The toggle's accessible name, e.g. "Show the new password"; "Show password" when not given. */
  toggleLabel?: string;
  ref?: Ref<HTMLInputElement>;
}

interface MaskedSecretProps extends Omit<MaskedInputProps, 'type'> {
  /** The toggle's accessible name, e.g. "Show social security number": no default fits a masked number. */
  toggleLabel: string;
}

/** A password (`register(…)` props) or, with `mask`, a `#`-masked number held by the form (`value`, `onValueChange`). */
export type SecretInputProps = PlainSecretProps | MaskedSecretProps;

/**
 * A secret typed in a field (a password, spec 2.10; a social security number, spec 5): hidden as typed, with a
 * show/hide toggle. The toggle is a real button after the field, with one name in the visitor's language and its
 * state in `aria-pressed` (a screen reader says "Show password, toggle button, pressed"); a click with the
 * mouse leaves the focus and the caret in the field. The value lives in the form's memory only: never in the
 * URL, storage or a log.
 */
export function SecretInput(props: SecretInputProps) {
  const { t } = useLingui();
  const field = useFieldContext();
  const ownId = useId();
  const [shown, setShown] = useState(false);
  // The toggle names the input it controls; inside a Field the input's id is the Field's (its label points at it).
  const id = props.id ?? field?.ids.control ?? ownId;
  const disabled = props.disabled ?? field?.disabled;
  const type = shown ? 'text' : 'password';

  let input;
  if (props.mask !== undefined) {
    const { toggleLabel: _toggleLabel, ...masked } = props;
    input = <MaskedInput autoComplete="off" {...masked} id={id} disabled={disabled} type={type} />;
  } else {
    const { toggleLabel: _toggleLabel, mask: _mask, ...plain } = props;
    input = (
      <Input
        maxLength={PASSWORD_POLICY.maxLength}
        {...plain}
        id={id}
        disabled={disabled}
        type={type}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
      />
    );
  }

  return (
    <HStack gap="1" width="full">
      {input}
      <IconButton
        type="button"
        variant="outline"
        aria-label={props.toggleLabel ?? t`Show password`}
        aria-pressed={shown}
        aria-controls={id}
        disabled={disabled}
        // A mouse press would move the focus to the button: the visitor goes on typing in the field instead.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
      </IconButton>
    </HStack>
  );
}
