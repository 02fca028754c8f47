import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { MaskedInput, type MaskedInputProps } from './MaskedInput';

export interface ControlledMaskedInputProps<Values extends FieldValues, Output>
  extends Omit<MaskedInputProps, 'name' | 'value' | 'onValueChange' | 'onBlur' | 'ref'> {
  /** `useForm().control` of the form the field belongs to. */
  control: Control<Values, unknown, Output>;
  /** A text field of the form. */
  name: FieldPathByValue<Values, string>;
}

/**
 * A `MaskedInput` (spec 5 masks) bound to a react-hook-form field: the form holds the formatted text, focuses
 * the input on an error and marks it touched on blur.
 */
export function ControlledMaskedInput<Values extends FieldValues, Output>({ control, name, ...input }: ControlledMaskedInputProps<Values, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MaskedInput {...input} ref={field.ref} name={field.name} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} />
      )}
    />
  );
}
