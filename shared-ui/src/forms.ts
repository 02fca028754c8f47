// shared-ui/forms: the one form recipe (docs/decisions/014), react-hook-form and the shared zod schema, and the
// forms built on it. An entry and a federation singleton of its own, so that only a page that shows a form loads
// react-hook-form (docs/decisions/038). Fields, alerts and the captcha are in the main entry.
export * from './forms/useApiForm';
export { useAttemptId } from './forms/useAttemptId';
// A form's schema made of its own rules and a shared request schema (apps do not import zod).
export { formSchema, type FieldIssue, type FormRules, type FormSchema, type SharedSchema } from './forms/form-schema';
export { blankToEmpty, fieldErrorText } from './forms/field-error';
export { ControlledMaskedInput, type ControlledMaskedInputProps } from './forms/ControlledMaskedInput';
// A code step (where a code goes, then the code), as the enrolment and a sign-in from a new browser show it.
export { SendCodeForm, type SendCodeAnswer, type SendCodeFormProps, type SendCodeRequest } from './forms/code-step/SendCodeForm';
export { ConfirmCodeForm, type CodeFormValues, type ConfirmCodeFormProps } from './forms/code-step/ConfirmCodeForm';
export { useCodeStepPhase, type CodeStepPhase } from './forms/code-step/useCodeStepPhase';
// The captcha as a field of a form (the enrolment, the guest payment's lookup).
export { CaptchaField, type CaptchaFieldProps } from './forms/CaptchaField';
