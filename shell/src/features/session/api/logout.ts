import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { OkResponse } from 'shared-contracts';
import { logoutMutationOptions } from 'shared-contracts/api-client';

export type LogoutMutationConfig = Omit<UseMutationOptions<OkResponse, Error, void>, 'mutationKey' | 'mutationFn'>;

/** The logout the `logout` window event asks for (spec 4.1): the call, key and options are the shared ones (docs/decisions/063). */
export function useLogoutMutation({ mutationConfig }: { mutationConfig?: LogoutMutationConfig } = {}) {
  return useMutation({ ...logoutMutationOptions(), ...mutationConfig });
}
