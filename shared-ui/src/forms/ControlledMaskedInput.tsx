import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
// By the package's name, not a relative path: the `shared-ui/forms` singleton takes these from the `shared-ui`
// singleton instead of bundling a second copy (docs/decisions/038).
import { MaskedInput, SecretInput, type MaskedInputProps } from 'shared-ui';

export interface ControlledMaskedInputProps<Values extends FieldValues, Output>
  extends Omit<MaskedInputProps, 'name' | 'value' | 'onValueChange' | 'onBlur' | 'ref'> {
  /** `useForm().control` of the form the field belongs to. */
  control: Control<Values, unknown, Output>;
  /** A text field of the form. */
  name: FieldPathByValue<Values, string>;
  /**
   * Hides the value as it is typed, with a show/hide toggle of this name (`SecretInput`): a social security
   * number, spec 5.
   */
  toggleLabel?: string;
}

/**
 * A `MaskedInput` (spec 5 masks) bound to a react-hook-form field: the form holds the formatted text, focuses
 * the input on an error and marks it touched on blur.
 */
export function ControlledMaskedInput<Values extends FieldValues, Output>({ control, name, toggleLabel, ...input }: ControlledMaskedInputProps<Values, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const bound = { ...input, ref: field.ref, name: field.name, value: field.value, onValueChange: field.onChange, onBlur: field.onBlur };
        return toggleLabel ? <SecretInput {...bound} toggleLabel={toggleLabel} /> : <MaskedInput {...bound} />;
      }}
    />
  );
}
