export { ControlledMaskedInput, type ControlledMaskedInputProps } from './ControlledMaskedInput';
export { FormField, type FormFieldProps } from './FormField';
export { MaskedInput, type MaskedInputProps } from './MaskedInput';
export { MessageLength } from './MessageLength';
export { FormAlert } from './FormAlert';
export { blankToEmpty, fieldErrorText } from './field-error';
