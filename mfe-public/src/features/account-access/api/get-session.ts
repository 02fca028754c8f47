import { useQuery } from '@tanstack/react-query';
import { sessionCheckQueryOptions } from 'shared-contracts/api-client';

/**
 * Whether this browser holds a live session (spec 4.1), asked by /change-password while the shell may still be
 * restoring one after a reload. The call and its options are the shared ones (docs/decisions/063): the page's
 * own look, asked anew on each visit, not the shell's restore entry; the csrf token is the shell's business.
 */
export const useSession = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...sessionCheckQueryOptions(), enabled });
