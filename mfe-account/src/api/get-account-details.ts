import { useQuery } from '@tanstack/react-query';
import { accountDetailsQueryOptions } from 'shared-contracts/api-client';

/**
 * The loan figures every account page shows (overview, payment, statements). The call, its key and options are
 * the shared ones (docs/decisions/063), so the answer read at sign-in (mfe-auth) serves these pages too.
 */
export const useAccountDetails = () => useQuery(accountDetailsQueryOptions());
