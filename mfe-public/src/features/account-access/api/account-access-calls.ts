import {
  PORTAL_API_PATHS,
  changePasswordResponseSchema,
  createAccountResponseSchema,
  resetPasswordResponseSchema,
  verifyEmailResponseSchema,
  type ChangePasswordRequest,
  type CreateAccountRequest,
  type ResetPasswordRequest,
  type VerifyEmailRequest,
} from 'shared-contracts';
import { postPortal } from '@/features/account-access/api/portal-call';

/*
 * The account-access calls (spec 2.2 and 2.3 pages; the spec leaves their shapes "not shown", the contract
 * is shared-contracts' auth schemas). `csrf` is the session's token from csrfAtom, empty when signed out.
 */

export const createAccount = (request: CreateAccountRequest, csrf: string) =>
  postPortal(PORTAL_API_PATHS.createAccount, request, createAccountResponseSchema, csrf);

export const verifyEmail = (request: VerifyEmailRequest, csrf: string) =>
  postPortal(PORTAL_API_PATHS.verifyEmail, request, verifyEmailResponseSchema, csrf);

export const resetPassword = (request: ResetPasswordRequest, csrf: string) =>
  postPortal(PORTAL_API_PATHS.resetPassword, request, resetPasswordResponseSchema, csrf);

export const changePassword = (request: ChangePasswordRequest, csrf: string) =>
  postPortal(PORTAL_API_PATHS.changePassword, request, changePasswordResponseSchema, csrf);
