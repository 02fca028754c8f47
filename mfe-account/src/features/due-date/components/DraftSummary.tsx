import { Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { daysBetween, dueDateInterestCost } from 'shared-contracts';
import { DateText, Money } from 'shared-ui';
import { DetailList } from '@/components/detail-list/DetailList';
import { DetailRow } from '@/components/detail-list/DetailRow';
import type { CompleteDraft } from '@/features/due-date/utils/draft';
import { REASON_LABELS } from '@/features/due-date/utils/labels';

/** The draft as the customer confirms it: both dates, the days moved, what they cost, and why. */
export function DraftSummary({ draft }: { draft: CompleteDraft }) {
  const { i18n } = useLingui();
  const days = daysBetween(draft.oldDueDate, draft.dueDate);
  const cost = dueDateInterestCost(draft.interestPerDiem, draft.oldDueDate, draft.dueDate);
  return (
    <DetailList>
      <DetailRow term={<Trans>Current due date</Trans>}>
        <DateText date={draft.oldDueDate} options={{ dateStyle: 'full' }} />
      </DetailRow>
      <DetailRow term={<Trans>New due date</Trans>}>
        <Text as="span" fontWeight="bold">
          <DateText date={draft.dueDate} options={{ dateStyle: 'full' }} />
        </Text>
      </DetailRow>
      <DetailRow term={<Trans>Days moved</Trans>}>
        <Plural value={days} one="# day later" other="# days later" />
      </DetailRow>
      <DetailRow term={<Trans>Interest per day</Trans>}>
        <Money amount={draft.interestPerDiem} />
      </DetailRow>
      {cost !== null ? (
        <DetailRow term={<Trans>Interest for the extra days</Trans>}>
          <Money amount={cost} />
        </DetailRow>
      ) : null}
      <DetailRow term={<Trans>Reason</Trans>}>
        {i18n._(REASON_LABELS[draft.reason])}
        {draft.reason === 'other' && draft.otherReason ? (
          <Text as="span" display="block" whiteSpace="pre-wrap" color="fg.muted">
            {draft.otherReason}
          </Text>
        ) : null}
      </DetailRow>
    </DetailList>
  );
}
