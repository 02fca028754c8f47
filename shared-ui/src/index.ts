// shared-ui: what every app builds its pages and forms with (README.md). The package is a module federation
// singleton, so every app gets the same copy. Its catalog loader is the separate entry `shared-ui/messages`: the
// shell loads the catalog before its first render, and must not wait for the components (and react-hook-form).
export * from './forms/useApiForm';
export { useAttemptId } from './forms/useAttemptId';
export { FormField, type FormFieldProps } from './forms/FormField';
export { blankToEmpty, fieldErrorText } from './forms/field-error';
export { MessageLength } from './forms/MessageLength';
export { MaskedInput, type MaskedInputProps } from './forms/MaskedInput';
export { ControlledMaskedInput, type ControlledMaskedInputProps } from './forms/ControlledMaskedInput';
export { SecretInput, type SecretInputProps } from './forms/SecretInput';
export { FormAlert, type FormAlertProps } from './forms/FormAlert';
export { ProblemAlert, problemCase, type ProblemAlertProps, type ProblemCase, type ProblemText } from './forms/ProblemAlert';
export { CodeChannelChoice, type CodeChannelChoiceProps } from './forms/CodeChannelChoice';
// A code step (where a code goes, then the code), as the enrolment and a sign-in from a new browser show it.
export { SendCodeForm, type SendCodeAnswer, type SendCodeFormProps, type SendCodeRequest } from './forms/code-step/SendCodeForm';
export { ConfirmCodeForm, type CodeFormValues, type ConfirmCodeFormProps } from './forms/code-step/ConfirmCodeForm';
export { useCodeStepPhase, type CodeStepPhase } from './forms/code-step/useCodeStepPhase';
// Light: the widget's own code (altcha) is a chunk CaptchaWidget fetches when it is first shown.
export { CaptchaWidget, type CaptchaWidgetProps } from './captcha/CaptchaWidget';
export { useSpentCaptcha } from './captcha/useSpentCaptcha';
export { useServerRenderedQuery } from './data/useServerRenderedQuery';
export { formatDate, formatMoney } from './format/format';
export { Money } from './format/Money';
export { DateText } from './format/DateText';
export { PageBody, PageHeader, type PageHeaderProps } from './layout/PageHeader';
export { ExternalLink, type ExternalLinkProps } from './links/ExternalLink';
export { useLeavingSiteLink } from './links/useLeavingSiteLink';
export { usePromptFlags, type PromptFlag } from './prompts/usePromptFlags';
export { createBrandSystem } from './theme/brand-system';
