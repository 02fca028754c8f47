import Bowser from 'bowser';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import {
  LINK_LIFETIME_MINUTES,
  PHONE_CODE_LIMITS,
  SECURITY_EVENTS,
  SECURITY_EVENT_REASONS,
  SETTINGS_FIELD_ISSUES,
  SIGN_IN_ACTIVITY_EVENTS,
  SIGN_IN_ACTIVITY_LIMITS,
  maskPhone,
  redactEmail,
  type EmailChangeRequest,
  type PhoneChangeRequest,
  type PaymentReminders,
  type PhoneVerifyRequest,
  type PreferencesRequest,
  type Settings,
  type SignInActivityItem,
  type UserSession,
} from 'shared-contracts';
import type { Repositories } from '../db/repositories.js';
import type { ActiveSession, SessionsRepository } from '../db/sessions-repository.js';
import type { SecurityEventsRepository } from '../db/security-events-repository.js';
import type { SettingsRepository, SettingsRow } from '../db/settings-repository.js';
import type { Transact } from '../db/unit-of-work.js';
import { ERROR_STATUS } from '../http/error-reply.js';
import { HttpError, TooManyRequestsError, ValidationError } from '../http/http-error.js';
import type { MessageTransport } from '../mail/transport.js';
import { verifyPassword } from '../security/passwords.js';
import type { RequestContext, SecurityAudit } from '../security/security-audit.js';
import { emailKey } from '../security/identity-hash.js';
import { hmacHex, newSixDigitCode, newToken, safeEqual, sha256Hex } from '../security/tokens.js';
import { isoAfterSeconds } from '../time.js';
import {
  emailChangeNoticeMail,
  emailChangeVerificationMail,
  languageOrDefault,
  phoneChangedNoticeMail,
  phoneChangedNoticeText,
  phoneCodeText,
} from './settings-messages.js';

/*
 * Settings of the signed-in area (spec 2.4 `/account/settings`). An e-mail change needs the current password
 * and applies only when the link mailed to the new address is opened (the existing `/verify-email-{token}`
 * page: the verification service calls `applyEmailChange`); the old address gets a notice. A mobile number
 * is stored (E.164) once the six-digit code texted to it comes back; codes are HMACs bound to the user and the
 * number, valid 10 minutes, five checks, five sends per number. Since decision 050 a phone change needs the current
 * password too, and once confirmed it ends every other session and remembered device, writes `phone_changed` (and
 * `sessions_ended`) and tells the old number and the e-mail address on file. Paperless needs the consent to the electronic
 * consent agreement; text alerts need a confirmed number. Mail and text messages use the chosen language.
 */

export interface SettingsService {
  get(session: ActiveSession): Promise<Settings>;
  changeEmail(session: ActiveSession, request: EmailChangeRequest, origin: string, context: RequestContext): Promise<Settings>;
  /** Needs the current password (decision 050); texts a code to the new number. */
  changePhone(session: ActiveSession, request: PhoneChangeRequest, context: RequestContext): Promise<Settings>;
  /** The code: the number changes, other sessions and remembered devices end, the old number and the e-mail are told. */
  verifyPhone(session: ActiveSession, request: PhoneVerifyRequest, context: RequestContext): Promise<Settings>;
  setPreferences(session: ActiveSession, request: PreferencesRequest): Promise<Settings>;
  /** Payment reminders (docs/decisions/057): off until turned on; texts need a confirmed mobile number. */
  reminders(session: ActiveSession): Promise<PaymentReminders>;
  setReminders(session: ActiveSession, request: PaymentReminders): Promise<PaymentReminders>;
  listSessions(session: ActiveSession): Promise<UserSession[]>;
  /** 404 for a session that is not this user's; 409 for the asking browser's own (Log out ends that one). */
  endSession(session: ActiveSession, publicId: string, context: RequestContext): Promise<void>;
  endOtherSessions(session: ActiveSession, context: RequestContext): Promise<number>;
  /** Decision 031: the user's recent sign-ins, failures, locks and credential changes ("was this you?"). */
  signInActivity(session: ActiveSession, now?: Date): Promise<SignInActivityItem[]>;
}

export interface SettingsServiceDependencies {
  settings: SettingsRepository;
  sessions: SessionsRepository;
  securityEvents: SecurityEventsRepository;
  transport: MessageTransport;
  transact: Transact;
  audit: SecurityAudit;
  /** IDENTITY_HASH_SECRET: the key of the phone codes' HMAC. */
  codeKey: string;
}

const E164_US = /^\+1[2-9]\d{2}[2-9]\d{6}$/;

/** `(202) 555-0147` and every other common US form → `+12025550147`; null for anything else. */
export function usPhoneToE164(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value, 'US');
  if (!parsed || !parsed.isValid() || parsed.country !== 'US') return null;
  return E164_US.test(parsed.number) ? parsed.number : null;
}

/** `Chrome 131` and `Windows 10` from a User-Agent; null for what says nothing recognisable. */
export function describeUserAgent(userAgent: string | null): { browser: string | null; system: string | null } {
  if (!userAgent) return { browser: null, system: null };
  const parsed = Bowser.parse(userAgent);
  const major = (version: string | undefined) => version?.split('.')[0] ?? '';
  const join = (...parts: Array<string | undefined>) => parts.filter((part) => part && part.trim() !== '').join(' ') || null;
  const browser = parsed.browser.name ? join(parsed.browser.name, major(parsed.browser.version)) : null;
  const system = parsed.os.name ? join(parsed.os.name, parsed.os.versionName ?? (parsed.os.name === 'iOS' || parsed.os.name === 'Android' ? parsed.os.version : undefined)) : null;
  return { browser, system };
}

export function createSettingsService(deps: SettingsServiceDependencies): SettingsService {
  const { settings, sessions, securityEvents, transport, transact, audit, codeKey } = deps;
  const codeHash = (userId: number, phone: string, code: string) => hmacHex(codeKey, `settings-phone-code:${userId}:${phone}:${code}`);

  async function rowOf(session: ActiveSession): Promise<SettingsRow> {
    const row = await settings.find(session.userId, PHONE_CODE_LIMITS.maxTries);
    if (!row) throw new HttpError(404, ERROR_STATUS.notFound, 'No account belongs to this session');
    return row;
  }

  const answerOf = (row: SettingsRow): Settings => ({
    email: row.email,
    pendingEmail: row.pendingEmail,
    phone: row.phone ? maskPhone(row.phone) : null,
    pendingPhone: row.pendingPhone ? maskPhone(row.pendingPhone) : null,
    paperless: row.billingMethod === 'I',
    textEnrolled: row.textEnrolled === 'Y',
    language: languageOrDefault(row.language),
    autopay: row.autopayFlag === 'Y',
  });

  const current = async (session: ActiveSession) => answerOf(await rowOf(session));

  /**
   * Ends the user's other sessions (and, after a contact change, every remembered device) in the caller's
   * transaction, with a `sessions_ended` row when anything ended (decision 050). Answers the sessions ended.
   */
  async function endOthersWithin(trx: Repositories, session: ActiveSession, context: RequestContext, options: { forgetDevices: boolean }): Promise<number> {
    const ended = await trx.sessions.deleteForUser(session.userId, { except: session.idHash });
    const forgotten = options.forgetDevices ? await trx.rememberedDevices.forgetForUser(session.userId) : 0;
    if (ended + forgotten > 0) await audit.record(trx.securityEvents, context, { event: SECURITY_EVENTS.sessionsEnded, outcome: 'success', userId: session.userId });
    return ended;
  }

  return {
    get: current,

    async changeEmail(session, request, origin, context) {
      const row = await rowOf(session);
      const requested = { event: SECURITY_EVENTS.emailChangeRequested, userId: row.userId } as const;
      if (!(await verifyPassword(row.passwordHash, request.currentPassword))) {
        await audit.record(securityEvents, context, { ...requested, outcome: 'failure', reason: SECURITY_EVENT_REASONS.wrongPassword });
        throw new ValidationError('The current password is not right', { currentPassword: SETTINGS_FIELD_ISSUES.wrongPassword });
      }
      const newEmail = request.email.trim();
      if (emailKey(newEmail) === emailKey(row.email)) {
        throw new ValidationError('This is already the address on file', { email: SETTINGS_FIELD_ISSUES.unchanged });
      }
      const token = newToken();
      const hours = LINK_LIFETIME_MINUTES.emailVerification / 60;
      await transact(async (trx) => {
        await trx.settings.startEmailChange({
          userId: row.userId,
          newEmail,
          tokenHash: sha256Hex(token),
          expiresAt: isoAfterSeconds(LINK_LIFETIME_MINUTES.emailVerification * 60),
        });
        await audit.record(trx.securityEvents, context, { ...requested, outcome: 'success' });
      });
      const locale = languageOrDefault(row.language);
      await transport.sendMail(emailChangeVerificationMail({ locale, to: newEmail, username: row.username, origin, token, hours }));
      transport.sendMailInBackground(emailChangeNoticeMail({ locale, to: row.email, username: row.username, newEmail: redactEmail(newEmail) }), context.log);
      return current(session);
    },

    async changePhone(session, request, context) {
      const phone = usPhoneToE164(request.phone);
      if (!phone) throw new ValidationError('Not a US mobile number', { phone: SETTINGS_FIELD_ISSUES.notUsPhone });
      const row = await rowOf(session);
      // Decision 050: the number that receives sign-in, lookup and enrolment codes changes only with the password.
      if (!(await verifyPassword(row.passwordHash, request.currentPassword))) {
        await audit.record(securityEvents, context, { event: SECURITY_EVENTS.phoneChanged, outcome: 'failure', userId: row.userId, reason: SECURITY_EVENT_REASONS.wrongPassword });
        throw new ValidationError('The current password is not right', { currentPassword: SETTINGS_FIELD_ISSUES.wrongPassword });
      }
      if (row.phone === phone) throw new ValidationError('This number is already on file', { phone: SETTINGS_FIELD_ISSUES.unchanged });
      const code = newSixDigitCode();
      const saved = await settings.savePhoneCode(
        { userId: row.userId, phone, codeHash: codeHash(row.userId, phone, code), expiresAt: isoAfterSeconds(PHONE_CODE_LIMITS.codeMinutes * 60) },
        PHONE_CODE_LIMITS.maxCodesSent,
      );
      if (!saved) throw new TooManyRequestsError(PHONE_CODE_LIMITS.codeMinutes * 60);
      await transport.sendText(phoneCodeText({ locale: languageOrDefault(row.language), to: phone, code, minutes: PHONE_CODE_LIMITS.codeMinutes }));
      return current(session);
    },

    async verifyPhone(session, request, context) {
      const before = await rowOf(session);
      const pending = await settings.reservePhoneTry(session.userId, PHONE_CODE_LIMITS.maxTries);
      if (!pending) throw new ValidationError('No code is waiting; ask for a new one', { code: SETTINGS_FIELD_ISSUES.noPendingCode });
      if (!safeEqual(pending.codeHash, codeHash(session.userId, pending.phone, request.code))) {
        throw new ValidationError('The code is not right', { code: SETTINGS_FIELD_ISSUES.wrongCode });
      }
      // Decision 050: the change, its audit row and the end of every other session and remembered device are one write.
      await transact(async (trx) => {
        await trx.settings.confirmPhone(session.userId, pending.phone);
        await audit.record(trx.securityEvents, context, { event: SECURITY_EVENTS.phoneChanged, outcome: 'success', userId: session.userId });
        await endOthersWithin(trx, session, context, { forgetDevices: true });
      });
      const locale = languageOrDefault(before.language);
      const newPhone = maskPhone(pending.phone);
      if (before.phone) await transport.sendText(phoneChangedNoticeText({ locale, to: before.phone, newPhone }));
      transport.sendMailInBackground(phoneChangedNoticeMail({ locale, to: before.email, username: before.username, newPhone }), context.log);
      return current(session);
    },

    async setPreferences(session, request) {
      const row = await rowOf(session);
      const turningPaperlessOn = request.paperless && row.billingMethod !== 'I';
      if (turningPaperlessOn && request.electronicConsent !== true) {
        throw new ValidationError('Paperless statements need the consent to the electronic consent agreement', {
          electronicConsent: SETTINGS_FIELD_ISSUES.consentRequired,
        });
      }
      if (request.textEnrolled && !row.phone) {
        throw new ValidationError('Text alerts need a confirmed mobile number', { textEnrolled: SETTINGS_FIELD_ISSUES.phoneRequired });
      }
      await settings.setPreferences(row.userId, {
        billingMethod: request.paperless ? 'I' : 'P',
        textEnrolled: request.textEnrolled ? 'Y' : 'N',
        language: request.language,
        ...(turningPaperlessOn ? { electronicConsentAt: new Date().toISOString() } : {}),
      });
      return current(session);
    },

    async reminders(session) {
      const row = await settings.reminders(session.userId);
      if (!row) throw new HttpError(404, ERROR_STATUS.notFound, 'No account belongs to this session');
      return { email: row.email, sms: row.sms, daysBefore: row.daysBefore === 5 ? 5 : 3 };
    },

    async setReminders(session, request) {
      const row = await rowOf(session);
      if (request.sms && !row.phone) {
        throw new ValidationError('Text reminders need a confirmed mobile number', { sms: SETTINGS_FIELD_ISSUES.phoneRequired });
      }
      await settings.setReminders(row.userId, request);
      return { email: request.email, sms: request.sms, daysBefore: request.daysBefore };
    },

    async listSessions(session) {
      const rows = await sessions.listActiveForUser(session.userId);
      return rows.map((row) => ({
        id: row.publicId,
        ...describeUserAgent(row.userAgent),
        signedInAt: row.createdAt,
        lastActiveAt: row.lastActiveAt,
        current: row.idHash === session.idHash,
      }));
    },

    async endSession(session, publicId, context) {
      const mine = await sessions.listActiveForUser(session.userId);
      const target = mine.find((row) => row.publicId === publicId);
      if (!target) throw new HttpError(404, ERROR_STATUS.notFound, 'No such session');
      if (target.idHash === session.idHash) throw new HttpError(409, ERROR_STATUS.conflict, 'This is the session asking; use Log out to end it');
      const ended = await transact(async (trx) => {
        if (!(await trx.sessions.deleteByPublicId(session.userId, publicId))) return false;
        await audit.record(trx.securityEvents, context, { event: SECURITY_EVENTS.sessionsEnded, outcome: 'success', userId: session.userId });
        return true;
      });
      if (!ended) throw new HttpError(404, ERROR_STATUS.notFound, 'No such session');
    },

    async endOtherSessions(session, context) {
      return transact(async (trx) => endOthersWithin(trx, session, context, { forgetDevices: false }));
    },

    async signInActivity(session, now = new Date()) {
      const since = new Date(now.getTime() - SIGN_IN_ACTIVITY_LIMITS.days * 24 * 60 * 60 * 1000);
      const rows = await securityEvents.signInActivity(session.userId, since, SIGN_IN_ACTIVITY_LIMITS.maxEvents);
      return rows.flatMap((row) => {
        const event = SIGN_IN_ACTIVITY_EVENTS.find((name) => name === row.event);
        const outcome = row.outcome === 'success' || row.outcome === 'failure' ? row.outcome : null;
        if (!event || !outcome) return [];
        return [{ id: String(row.id), at: row.occurred_at, event, outcome, reason: row.reason, ...describeUserAgent(row.user_agent) }];
      });
    },

  };
}
