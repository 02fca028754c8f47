// shared-ui: what every app builds its pages and forms with (README.md). The package is a module federation
// singleton, so every app gets the same copy. Its catalog loader is the separate entry `shared-ui/messages`: the
// shell loads the catalog before its first render, and must not wait for the components. The form recipe bound to
// react-hook-form is the entry `shared-ui/forms`, a singleton of its own: a page without a form never loads
// react-hook-form (docs/decisions/038). The fields and alerts here need no form library.
export { FormField, type FormFieldProps } from './forms/FormField';
export { SelectInput, type SelectInputProps, type SelectOption } from './forms/SelectInput';
// Kept for remotes built before SelectInput: a live remote may still import it from the shell's copy (docs/decisions/062, 067).
export { SelectIndicator } from './forms/SelectIndicator';
export { MessageLength } from './forms/MessageLength';
export { MaskedInput, type MaskedInputProps } from './forms/MaskedInput';
export { SecretInput, type SecretInputProps } from './forms/SecretInput';
export { UsernameInput, type UsernameInputProps } from './forms/UsernameInput';
export { FormAlert, type FormAlertProps } from './forms/FormAlert';
export { ProblemAlert, problemCase, type ProblemAlertProps, type ProblemCase, type ProblemText } from './forms/ProblemAlert';
export { CodeChannelChoice, type CodeChannelChoiceProps } from './forms/CodeChannelChoice';
// Light: the widget's own code (altcha) is a chunk CaptchaWidget fetches when it is first shown.
export { CaptchaWidget, type CaptchaWidgetProps } from './captcha/CaptchaWidget';
export { useSpentCaptcha } from './captcha/useSpentCaptcha';
export { useServerRenderedQuery } from './data/useServerRenderedQuery';
export { formatMoney } from './format/format';
// Moved to shared-contracts with the other pure helpers (docs/decisions/072, third step); re-exported until the
// remotes built against it are gone (a removal is a second step, docs/decisions/062). No app of the repository
// imports it from here any more; a live remote built before that may (mfe-public's guest payment did).
export { formatDate } from 'shared-contracts';
export { Money } from './format/Money';
export { DateText } from './format/DateText';
export { ConfirmDialog, type ConfirmDialogProps } from './dialogs/ConfirmDialog';
export { PageBody, PageHeader, type PageHeaderProps } from './layout/PageHeader';
export { ExternalLink, type ExternalLinkProps } from './links/ExternalLink';
// Its home is `shared-ui/chakra-free` (docs/decisions/072, third step); re-exported here until the remotes built
// against it are gone (docs/decisions/062). No app of the repository imports it from here any more.
export { useLeavingSiteLink } from './links/useLeavingSiteLink';
// Its home is `shared-ui/chakra-free` too (docs/decisions/060, the home page's offers at build time); re-exported
// here until the remotes built against shared-ui 1.4 are gone (docs/decisions/062).
export { usePromptFlags, type PromptFlag } from './prompts/usePromptFlags';
export { PromptCard, type PromptCardProps } from './prompts/PromptCard';
export { AppOfferCard, PaperlessOfferCard, type OfferCardProps } from './prompts/OfferCards';
export { createBrandSystem } from './theme/brand-system';
// The provider of Chakra's islands; the shell loads it with the first part of a page that draws with Chakra (docs/decisions/072).
export { brandSystem, ChakraScope } from './theme/chakra-scope';
