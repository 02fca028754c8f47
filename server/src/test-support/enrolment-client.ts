import type { FastifyInstance } from 'fastify';
import { PORTAL_API_PATHS, createAccountResponseSchema, type CodeChannel, type CreateAccountRequest } from 'shared-contracts';
import { solvedCaptcha } from './captcha-solver.js';
import { lastMessageTo } from './mailbox.js';

export type EnrolmentDetails = Omit<CreateAccountRequest, 'captchaToken'>;

/** The six digits of the newest code message to `to` (mail or text). */
export async function lastCodeTo(app: FastifyInstance, to: string): Promise<string> {
  return codeIn((await lastMessageTo(app, to)).body);
}

/** Step 1 of an enrolment with a solved captcha (docs/decisions/032): its parsed answer. */
export async function startEnrolment(app: FastifyInstance, details: EnrolmentDetails) {
  const response = await app.inject({ method: 'POST', url: PORTAL_API_PATHS.createAccount, payload: { ...details, captchaToken: await solvedCaptcha(app) } });
  return createAccountResponseSchema.parse(response.json());
}

/**
 * A whole enrolment as a borrower makes it: the form, a code to the loan's `destination` on file by `channel`,
 * and that code, read from the outbox, or by `readCode` (a test whose mail goes by SMTP). Answers the
 * confirmation's status.
 */
export async function enrol(
  app: FastifyInstance,
  details: EnrolmentDetails,
  destination: string,
  options: { channel?: CodeChannel; readCode?: () => Promise<string> } = {},
): Promise<string> {
  const started = await startEnrolment(app, details);
  if (started.status !== 'CODE_REQUIRED') return started.status;
  await app.inject({ method: 'POST', url: PORTAL_API_PATHS.createAccountSendCode, payload: { token: started.token, sendTo: options.channel ?? 'email' } });
  const code = await (options.readCode ?? (() => lastCodeTo(app, destination)))();
  const confirmed = await app.inject({ method: 'POST', url: PORTAL_API_PATHS.createAccountConfirm, payload: { token: started.token, code } });
  return (confirmed.json() as { status: string }).status;
}

/** The six digits of a code message's text. */
export function codeIn(text: string): string {
  const code = /verification code is (\d{6})/.exec(text)?.[1];
  if (!code) throw new Error('no code in the message');
  return code;
}
