import { useId, type ReactNode, type Ref } from 'react';
import { Badge, Link, Table, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONFIRMATION_NUMBER_PATTERN, paymentReceiptPdfPath, type HistoryCode, type HistoryItem } from 'shared-contracts';
import { DateText, Money } from 'shared-ui';
import { HISTORY_CODE_LABELS, HISTORY_TYPE_LABELS } from '@/features/history/utils/labels';

export interface HistoryTableProps {
  items: HistoryItem[];
  /** Which page of how many, said by the caption (the focus goes there after the pager). */
  page: number;
  pageCount: number;
  /** The next page or filter is on its way: the rows shown are the previous ones. */
  busy: boolean;
  /** The caption, which takes the focus when the pager moves. */
  captionRef?: Ref<HTMLTableCaptionElement>;
  /** The page's locale: each receipt opens in it. */
  locale: string;
}

/** The lines that are a payment the borrower made: each has a receipt (docs/decisions/058). */
const PAYMENT_CODES: ReadonlySet<HistoryCode> = new Set(['payment_online', 'payment_autopay', 'payment_guest']);

function Amount({ children }: { children: ReactNode }) {
  return (
    <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
      {children}
    </Table.Cell>
  );
}

/**
 * The transactions of one page of the history (spec 2.4 /account/history), newest first. A payment made and not
 * yet posted leads, marked Pending in its row header, so a screen reader says it with every cell of the row.
 */
export function HistoryTable({ items, page, pageCount, busy, captionRef, locale }: HistoryTableProps) {
  const { i18n, t } = useLingui();
  const captionId = useId();
  return (
    // Focusable and named: on a phone the table scrolls sideways, which a keyboard can do only from inside it.
    <Table.ScrollArea tabIndex={0} role="region" aria-labelledby={captionId} borderWidth="1px" borderColor="gray.200" rounded="md">
      <Table.Root size="sm" striped aria-busy={busy} opacity={busy ? 0.6 : 1}>
        <Table.Caption
          ref={captionRef}
          id={captionId}
          tabIndex={-1}
          captionSide="top"
          textAlign="start"
          fontWeight="semibold"
          color="brand.800"
          px="3"
          py="3"
          mt="0"
        >
          <Trans>
            Transactions, newest first: page {page} of {pageCount}
          </Trans>
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="brand.50">
            <Table.ColumnHeader scope="col" color="brand.800">
              <Trans>Date</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" color="brand.800">
              <Trans>Type</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" color="brand.800">
              <Trans>Description</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" color="brand.800" textAlign="end">
              <Trans>Amount</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" color="brand.800" textAlign="end">
              <Trans>Principal</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" color="brand.800" textAlign="end">
              <Trans>Interest</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" color="brand.800" textAlign="end">
              <Trans>Fees</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" color="brand.800" textAlign="end">
              <Trans>Balance</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" color="brand.800">
              <Trans>Receipt</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item) => {
            const pending = item.status === 'pending';
            return (
              <Table.Row key={item.id}>
                <Table.Cell as="th" scope="row" fontWeight="semibold" textAlign="start" whiteSpace="nowrap">
                  <DateText date={item.postedOn} options={{ dateStyle: 'medium' }} />
                  {pending ? (
                    <>
                      <Badge colorPalette="orange" variant="subtle" ms="2" aria-hidden>
                        <Trans>Pending</Trans>
                      </Badge>
                      {/* Said in full: a lone "Pending" after the date leaves open what is pending. */}
                      <VisuallyHidden>
                        <Trans>Pending: not posted yet</Trans>
                      </VisuallyHidden>
                    </>
                  ) : null}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{i18n._(HISTORY_TYPE_LABELS[item.type])}</Table.Cell>
                {/* Worded by its code in the page's language; the servicing system's English description is not shown. */}
                <Table.Cell minW="48">{i18n._(HISTORY_CODE_LABELS[item.code])}</Table.Cell>
                <Amount>
                  <Money amount={item.amount} />
                </Amount>
                {pending ? (
                  <PendingParts />
                ) : (
                  <>
                    <Amount>
                      <Money amount={item.principal} />
                    </Amount>
                    <Amount>
                      <Money amount={item.interest} />
                    </Amount>
                    <Amount>
                      <Money amount={item.fees} />
                    </Amount>
                  </>
                )}
                <Amount>
                  <Money amount={item.runningBalance} />
                </Amount>
                <Table.Cell whiteSpace="nowrap">
                  {PAYMENT_CODES.has(item.code) && CONFIRMATION_NUMBER_PATTERN.test(item.reference) ? (
                    // The visible word starts the name (WCAG 2.5.3); the name says which payment.
                    <Link
                      href={paymentReceiptPdfPath(item.reference, locale)}
                      aria-label={t`Receipt of payment ${item.reference} (PDF)`}
                      color="brand.700"
                      fontWeight="semibold"
                    >
                      <Trans>Receipt</Trans>
                    </Link>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A pending payment's principal, interest and fees are known only when it posts: a dash, said in words. */
function PendingParts() {
  const part = (
    <Amount>
      <span aria-hidden>—</span>
      <VisuallyHidden>
        <Trans>Known when it posts</Trans>
      </VisuallyHidden>
    </Amount>
  );
  return (
    <>
      {part}
      {part}
      {part}
    </>
  );
}
