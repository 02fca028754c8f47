import { use, useEffect, useRef, useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { localizePath, pathOf, type DueDateChangeReceipt, type RemotePageProps } from 'shared-contracts';
import { ApiError } from 'shared-contracts/api-client';
import { FormAlert, PageBody, PageHeader, ProblemAlert } from 'shared-ui';
import { Loading } from '@/components/load-state/Loading';
import { usePostDueDate } from '@/features/due-date/api/post-due-date';
import { ChangeResult } from '@/features/due-date/components/ChangeResult';
import { DraftSummary } from '@/features/due-date/components/DraftSummary';
import { useDraftAttemptKey } from '@/features/due-date/hooks/useDraftAttemptKey';
import { useDueDateDraft } from '@/features/due-date/hooks/useDueDateDraft';
import { useFocusHeadingOnMount } from '@/features/due-date/hooks/useFocusHeadingOnMount';
import { loadDueDateCatalog } from '@/features/due-date/i18n';
import { isCompleteDraft, requestOfDraft } from '@/features/due-date/utils/draft';

/**
 * `/account/due-date/confirmation` (spec 2.4, 4.7): the draft summarised, Confirm (the change, once per draft's
 * Idempotency-Key), Back (the form, the draft kept) and Cancel (the account overview, the draft dropped). After
 * Confirm, the receipt, and the draft is cleared.
 * Opened with no draft, it leads back to the form.
 */
export default function DueDateConfirmationPage({ locale }: RemotePageProps) {
  use(loadDueDateCatalog(locale));
  const { t } = useLingui();
  const { draft, ready, clear } = useDueDateDraft();
  const navigate = useNavigate();
  const idempotencyKey = useDraftAttemptKey(draft);
  const change = usePostDueDate(idempotencyKey);
  const [receipt, setReceipt] = useState<DueDateChangeReceipt | null>(null);
  // A ref, not state: a second click can arrive before the re-render that disables the button.
  const inFlight = useRef(false);
  const formPath = localizePath(pathOf('accountDueDate'), locale);
  const complete = isCompleteDraft(draft);
  const top = useFocusHeadingOnMount<HTMLDivElement>('h1', ready && complete);

  useEffect(() => {
    if (ready && !complete && !receipt) void navigate(formPath, { replace: true });
  }, [ready, complete, receipt, navigate, formPath]);

  const confirm = () => {
    if (!complete || inFlight.current) return;
    inFlight.current = true;
    change.mutate(requestOfDraft(draft), {
      onSuccess: (answer) => {
        setReceipt(answer);
        clear();
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  let body;
  if (receipt) body = <ChangeResult receipt={receipt} locale={locale} />;
  else if (!ready || !complete)
    body = (
      <Loading>
        <Trans>Opening your due-date change…</Trans>
      </Loading>
    );
  else {
    const error = change.error;
    // 409: the loan no longer allows a change (one in the last 12 months, an amount past due); 400 on the date:
    // the date is no longer one the rule allows. Anything else: the shared problem words.
    const refusal = error instanceof ApiError ? (error.status === 409 ? 'ineligible' : error.status === 400 && Object.hasOwn(error.fields, 'newDueDate') ? 'date' : null) : null;
    body = (
      <Stack gap="6" maxW="3xl">
        <Text>
          <Trans>Please check your new due date. Nothing changes until you select Confirm.</Trans>
        </Text>
        <DraftSummary draft={draft} />
        {refusal === 'ineligible' ? (
          <FormAlert title={<Trans>Your due date could not be changed</Trans>}>
            <Trans>Your account no longer allows a change online: the due date was changed in the last 12 months, or an amount is past due. Go back to see why.</Trans>
          </FormAlert>
        ) : refusal === 'date' ? (
          <FormAlert title={<Trans>This date can no longer be chosen</Trans>}>
            <Trans>Go back and choose another date.</Trans>
          </FormAlert>
        ) : (
          <ProblemAlert problem={error} messages={{ failed: { title: <Trans>We could not change your due date</Trans> } }} />
        )}
        <HStack gap="3" flexWrap="wrap">
          <Button type="button" colorPalette="brand" onClick={confirm} loading={change.isPending} loadingText={t`Confirming…`} disabled={change.isPending}>
            <Trans>Confirm</Trans>
          </Button>
          <Button type="button" variant="outline" borderColor="brand.700" onClick={() => void navigate(formPath)} disabled={change.isPending}>
            <Trans>Back</Trans>
          </Button>
          {/* Leaving the flow drops the draft (spec 4.7): the shell clears it on the route change. */}
          <Button asChild variant="ghost" color="brand.700">
            <RouterLink to={localizePath(pathOf('account'), locale)}>
              <Trans>Cancel</Trans>
            </RouterLink>
          </Button>
        </HStack>
      </Stack>
    );
  }

  return (
    <Box ref={top}>
      <PageHeader routeId="accountDueDateConfirmation" intro={receipt ? undefined : <Trans>Check the change, then confirm it.</Trans>} />
      <PageBody>{body}</PageBody>
    </Box>
  );
}
