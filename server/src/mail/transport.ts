import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailSettings } from '../config.js';
import type { OutboxRepository } from '../db/outbox-repository.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Where a reply goes instead of MAIL_FROM (a visitor who wrote to a team); the outbox keeps no headers. */
  replyTo?: string;
}

export interface TextMessage {
  /** E.164 phone number. */
  to: string;
  text: string;
}

/**
 * Mail and text messages: mail by SMTP when SMTP_URL is set, otherwise into the outbox table that
 * /dev/mailbox shows (development and tests need no mail server); text messages always into the outbox (no SMS provider is configured yet).
 */
export interface MessageTransport {
  readonly kind: 'smtp' | 'outbox';
  sendMail(mail: Mail): Promise<void>;
  sendText(message: TextMessage): Promise<void>;
  /**
   * Sends after the answer has gone: the recovery calls answer the same, as fast, whether or not the
   * address or username exists, so the time an SMTP round trip takes must not show. Failures are logged.
   */
  sendMailInBackground(mail: Mail, log: FastifyBaseLogger): void;
  /** Resolves once every background send has finished (shutdown, tests). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export function createMessageTransport(settings: MailSettings, outbox: OutboxRepository): MessageTransport {
  const smtp = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null;
  const pending = new Set<Promise<void>>();

  async function sendMail(mail: Mail): Promise<void> {
    if (smtp) {
      await smtp.sendMail({ from: settings.from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}) });
      return;
    }
    await outbox.add({ channel: 'mail', recipient: mail.to, subject: mail.subject, body: mail.text });
  }

  return {
    kind: smtp ? 'smtp' : 'outbox',
    sendMail,
    async sendText(message) {
      await outbox.add({ channel: 'sms', recipient: message.to, subject: null, body: message.text });
    },
    sendMailInBackground(mail, log) {
      const sending = sendMail(mail)
        // The error names the transport's failure, never the message body (which holds links).
        .catch((error: unknown) => log.error({ err: { message: error instanceof Error ? error.message : String(error) } }, 'Sending a mail failed'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    async close() {
      await this.settled();
      smtp?.close();
    },
  };
}
