import { Trans } from '@lingui/react/macro';
import { ACCOUNT_FIELDS } from 'shared-contracts';
import { useAccountDetails } from '@/api/get-account-details';

/**
 * The page's opening line, with the borrower's first name once the account details are in. The h1 stays the
 * route title ("My account", spec 2.7), the same words as the document title; the greeting is its intro.
 */
export function Greeting() {
  const details = useAccountDetails();
  const firstName = details.data?.[ACCOUNT_FIELDS.borrowerFirstName];
  if (!firstName) return <Trans>Welcome to your account.</Trans>;
  // A name reads the same in every language: not for a translating browser to change.
  const name = <span translate="no">{firstName}</span>;
  return <Trans>Welcome back, {name}.</Trans>;
}
