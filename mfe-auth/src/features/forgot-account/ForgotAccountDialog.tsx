import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Field, HStack, IconButton, Input, Link, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { Eye, EyeOff } from 'lucide-react';
import {
  ANALYTICS_EVENTS,
  CODE_MASK,
  COMPANY,
  LIMITS,
  SSN_MASK,
  US_DATE_MASK,
  applyMask,
  dateOfBirthField,
  isMaskComplete,
  isoDateFromUs,
  unmask,
  type CodeChannel,
  type MaskedCodeOption,
  type RemoteWidgetProps,
} from 'shared-contracts';
import { authDialogAtom } from '@/features/dialogs/auth-dialog-state';
import { lookupStep1, lookupStep2, lookupStep3 } from '@/features/forgot-account/lookup-calls';

/** Spec 4.4. The lookup token and options live in this component's memory only, never in storage or the URL. */
type LookupStep =
  | { step: 'lookup_form' }
  | { step: 'code_method'; token: string; options: MaskedCodeOption[] }
  | { step: 'enter_code'; token: string }
  | { step: 'success'; account: string };

/** Spec 8.4 messages; `status` shows a non-success status word by its code. */
type LookupError =
  | { kind: 'invalid-data' }
  | { kind: 'failed' }
  | { kind: 'status'; status: string }
  | { kind: 'expired' }
  | { kind: 'invalid-code' };

function ErrorMessage({ error, onStartAgain }: { error: LookupError; onStartAgain: () => void }) {
  let message: ReactNode;
  switch (error.kind) {
    case 'invalid-data':
      message = <Trans>The account data is invalid. Check your details and try again.</Trans>;
      break;
    case 'status': {
      const status = error.status;
      message = <Trans>The account lookup failed with status {status}.</Trans>;
      break;
    }
    case 'expired':
      message = <Trans>Your session has expired.</Trans>;
      break;
    case 'invalid-code':
      message = <Trans>Invalid code.</Trans>;
      break;
    default:
      message = <Trans>Something went wrong. Please try again.</Trans>;
  }
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
        {error.kind === 'expired' ? (
          <Alert.Description>
            <Link as="button" onClick={onStartAgain} color="brand.700" textDecoration="underline">
              <Trans>Start again</Trans>
            </Link>
          </Alert.Description>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}

interface StepProps {
  error: LookupError | null;
  setError: (error: LookupError | null) => void;
  onStartAgain: () => void;
}

/** Step 1 (spec 5): names ≤100, SSN masked ###-##-#### and hidden, date of birth MM/DD/YYYY. */
function LookupForm({ error, setError, onStartAgain, onFound }: StepProps & { onFound: (token: string, options: MaskedCodeOption[]) => void }) {
  const { t } = useLingui();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [ssn, setSsn] = useState('');
  const [showSsn, setShowSsn] = useState(false);
  const [dob, setDob] = useState('');
  const [pending, setPending] = useState(false);
  const ssnId = useId();

  const dobIso = isoDateFromUs(dob);
  const dobComplete = dob.length === US_DATE_MASK.length;
  const dobInvalid = dobComplete && (!dobIso || !dateOfBirthField.safeParse(dobIso).success);
  const filled = firstName.trim() !== '' && lastName.trim() !== '' && isMaskComplete(SSN_MASK, ssn) && dobComplete;
  const canContinue = filled && !dobInvalid && !pending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canContinue || !dobIso) return;
    setPending(true);
    setError(null);
    const outcome = await lookupStep1({ firstName: firstName.trim(), lastName: lastName.trim(), ssn: unmask(ssn), dob: dobIso });
    setPending(false);
    if (outcome.kind === 'answer') onFound(outcome.data.token, outcome.data.maskedCodeOptions);
    else if (outcome.kind === 'bad-request') setError({ kind: 'invalid-data' });
    else if (outcome.kind === 'status') setError({ kind: 'status', status: outcome.status });
    else setError({ kind: 'failed' });
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
      <Stack gap="4">
        <Text>
          <Trans>Enter your details as they appear on your loan to find your account number.</Trans>
        </Text>
        {error ? <ErrorMessage error={error} onStartAgain={onStartAgain} /> : null}
        <Field.Root required disabled={pending}>
          <Field.Label>
            <Trans>First name</Trans>
          </Field.Label>
          <Input name="firstName" autoComplete="given-name" maxLength={LIMITS.nameMax} value={firstName} onChange={(event) => setFirstName(event.target.value)} />
        </Field.Root>
        <Field.Root required disabled={pending}>
          <Field.Label>
            <Trans>Last name</Trans>
          </Field.Label>
          <Input name="lastName" autoComplete="family-name" maxLength={LIMITS.nameMax} value={lastName} onChange={(event) => setLastName(event.target.value)} />
        </Field.Root>
        <Field.Root required disabled={pending}>
          <Field.Label htmlFor={ssnId}>
            <Trans>Social security number</Trans>
          </Field.Label>
          <HStack gap="1" width="full">
            <Input
              id={ssnId}
              name="ssn"
              type={showSsn ? 'text' : 'password'}
              inputMode="numeric"
              autoComplete="off"
              placeholder={SSN_MASK.replace(/#/g, '0')}
              maxLength={SSN_MASK.length}
              value={ssn}
              onChange={(event) => setSsn(applyMask(SSN_MASK, event.target.value))}
            />
            <IconButton
              variant="outline"
              aria-label={showSsn ? t`Hide social security number` : t`Show social security number`}
              aria-pressed={showSsn}
              onClick={() => setShowSsn((value) => !value)}
              disabled={pending}
            >
              {showSsn ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            </IconButton>
          </HStack>
        </Field.Root>
        <Field.Root required disabled={pending} invalid={dobInvalid}>
          <Field.Label>
            <Trans>Date of birth</Trans>
          </Field.Label>
          <Input
            name="dob"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t`MM/DD/YYYY`}
            maxLength={US_DATE_MASK.length}
            value={dob}
            onChange={(event) => setDob(applyMask(US_DATE_MASK, event.target.value))}
          />
          {dobInvalid ? (
            <Field.ErrorText>
              <Trans>Enter a valid date of birth as MM/DD/YYYY.</Trans>
            </Field.ErrorText>
          ) : (
            <Field.HelperText>
              <Trans>MM/DD/YYYY</Trans>
            </Field.HelperText>
          )}
        </Field.Root>
        <Button type="submit" colorPalette="brand" disabled={!canContinue} loading={pending} loadingText={t`Looking up…`}>
          <Trans>Continue</Trans>
        </Button>
      </Stack>
    </form>
  );
}

/** Step 2: where to send the code, among the masked options of step 1. */
function CodeMethod({ token, options, error, setError, onStartAgain, onSent }: StepProps & { token: string; options: MaskedCodeOption[]; onSent: () => void }) {
  const { t } = useLingui();
  const [sendTo, setSendTo] = useState<CodeChannel | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sendTo) return;
    setPending(true);
    setError(null);
    const outcome = await lookupStep2({ token, sendTo });
    setPending(false);
    if (outcome.kind === 'answer' && outcome.data.status === 'SUCCESS') onSent();
    else if (outcome.kind === 'answer' && outcome.data.status === 'EXPIRED') setError({ kind: 'expired' });
    else setError({ kind: 'failed' });
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
      <Stack gap="4">
        {error ? <ErrorMessage error={error} onStartAgain={onStartAgain} /> : null}
        <RadioGroup.Root
          name="sendTo"
          value={sendTo}
          onValueChange={(details) => setSendTo(details.value as CodeChannel)}
          disabled={pending || error?.kind === 'expired'}
          colorPalette="brand"
        >
          <RadioGroup.Label>
            <Trans>Where should we send your verification code?</Trans>
          </RadioGroup.Label>
          <Stack gap="2" mt="2">
            {options.map((option) => {
              const display = option.display;
              return (
                <RadioGroup.Item key={option.key} value={option.key}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{option.key === 'email' ? t`E-mail to ${display}` : t`Text message to ${display}`}</RadioGroup.ItemText>
                </RadioGroup.Item>
              );
            })}
          </Stack>
        </RadioGroup.Root>
        <Button type="submit" colorPalette="brand" disabled={!sendTo || pending || error?.kind === 'expired'} loading={pending} loadingText={t`Sending…`}>
          <Trans>Send code</Trans>
        </Button>
      </Stack>
    </form>
  );
}

/** Step 3: exactly six digits; Continue only with six digits and no error showing. */
function EnterCode({ token, error, setError, onStartAgain, onFound }: StepProps & { token: string; onFound: (account: string) => void }) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const canContinue = isMaskComplete(CODE_MASK, code) && !error && !pending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canContinue) return;
    setPending(true);
    setError(null);
    const outcome = await lookupStep3({ token, code });
    setPending(false);
    if (outcome.kind === 'answer' && outcome.data.status === 'SUCCESS') onFound(outcome.data.account);
    else if (outcome.kind === 'answer' && outcome.data.status === 'EXPIRED') setError({ kind: 'expired' });
    else if (outcome.kind === 'bad-request' || (outcome.kind === 'answer' && outcome.data.status === 'INVALID')) setError({ kind: 'invalid-code' });
    else setError({ kind: 'failed' });
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
      <Stack gap="4">
        <Text>
          <Trans>We sent you a six-digit code. Enter it below.</Trans>
        </Text>
        {error ? <ErrorMessage error={error} onStartAgain={onStartAgain} /> : null}
        <Field.Root required disabled={pending || error?.kind === 'expired'} invalid={error?.kind === 'invalid-code'}>
          <Field.Label>
            <Trans>Verification code</Trans>
          </Field.Label>
          <Input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_MASK.length}
            value={code}
            onChange={(event) => {
              const next = applyMask(CODE_MASK, event.target.value);
              if (next !== code && error?.kind !== 'expired') setError(null);
              setCode(next);
            }}
          />
        </Field.Root>
        <Button type="submit" colorPalette="brand" disabled={!canContinue} loading={pending} loadingText={t`Checking…`}>
          <Trans>Continue</Trans>
        </Button>
      </Stack>
    </form>
  );
}

function SupportPhone() {
  const phone = COMPANY.supportPhone.display;
  return (
    <Text fontSize="sm">
      <Trans>
        Need help? Call customer support at{' '}
        <Link href={`tel:${COMPANY.supportPhone.tel}`} color="brand.700">
          {phone}
        </Link>
        .
      </Trans>
    </Text>
  );
}

function LookupSteps() {
  const [state, setState] = useState<LookupStep>({ step: 'lookup_form' });
  const [error, setError] = useState<LookupError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const focusRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // Each new step replaces the form: keep the keyboard inside the dialog, at the start of the new step.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    focusRef.current?.focus();
  }, [state.step, attempt]);

  const go = (next: LookupStep) => {
    setError(null);
    setState(next);
  };
  const startAgain = () => {
    setAttempt((value) => value + 1);
    go({ step: 'lookup_form' });
  };
  const common = { error, setError, onStartAgain: startAgain };

  let body: ReactNode;
  switch (state.step) {
    case 'lookup_form':
      body = <LookupForm key={attempt} {...common} onFound={(token, options) => go({ step: 'code_method', token, options })} />;
      break;
    case 'code_method':
      body = <CodeMethod {...common} token={state.token} options={state.options} onSent={() => go({ step: 'enter_code', token: state.token })} />;
      break;
    case 'enter_code':
      body = <EnterCode {...common} token={state.token} onFound={(account) => go({ step: 'success', account })} />;
      break;
    default: {
      const account = state.account;
      body = (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>Your account number is {account}</Trans>
            </Alert.Title>
          </Alert.Content>
        </Alert.Root>
      );
    }
  }

  return (
    <Stack gap="5" ref={focusRef} tabIndex={-1} outline="none" data-step={state.step}>
      {body}
      <SupportPhone />
    </Stack>
  );
}

/** Forgot account number (spec 2.12, 4.4, 5, 8.4): open while authDialogAtom is forgot-account. */
export function ForgotAccountDialog({ shell }: RemoteWidgetProps) {
  const { t } = useLingui();
  const [dialog, setDialog] = useAtom(authDialogAtom);
  const open = dialog?.kind === 'forgot-account';

  useEffect(() => {
    if (open) shell.track(ANALYTICS_EVENTS.forgotPage, { dialog: 'forgot-account' });
  }, [open, shell]);

  return (
    <shell.Dialog open={open} onClose={() => setDialog(null)} title={t`Forgot account number`} size="md">
      {/* Rendered only while open: closing drops the SSN, the date of birth and the lookup token. */}
      {open ? <LookupSteps /> : null}
    </shell.Dialog>
  );
}
