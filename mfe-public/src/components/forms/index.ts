export { FormField, type FormFieldProps } from './FormField';
export { MaskedInput, type MaskedInputProps } from './MaskedInput';
export { FormAlert } from './FormAlert';
export { fieldErrorText } from './field-error';
