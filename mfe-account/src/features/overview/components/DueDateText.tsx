import { Plural, Trans } from '@lingui/react/macro';
import { daysBetween } from 'shared-contracts';
import { DateText } from 'shared-ui';

/** The next due date, and how many days are left before it (or how late it is), counted from `today`. */
export function DueDateText({ dueDate, today }: { dueDate: string; today: string }) {
  const days = daysBetween(today, dueDate);
  const late = -days;
  let left;
  if (days > 0) left = <Plural value={days} one="# day left" other="# days left" />;
  else if (days === 0) left = <Trans>due today</Trans>;
  else left = <Plural value={late} one="# day past due" other="# days past due" />;
  return (
    <>
      <DateText date={dueDate} options={{ dateStyle: 'full' }} /> ({left})
    </>
  );
}
