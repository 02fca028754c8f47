import type { FastifyBaseLogger } from 'fastify';
import type { ContactRequest, DealerEnquiryRequest } from 'shared-contracts';
import type { TeamAddresses } from '../config.js';
import type { ContactMessagesRepository, DealerEnquiriesRepository, Stored } from '../db/public-submissions-repository.js';
import type { ContactMessageRow, DealerEnquiryRow } from '../db/schema.js';
import { ERROR_STATUS } from '../http/error-reply.js';
import { HttpError } from '../http/http-error.js';
import { contactTeamMail, dealerEnquiryMail } from '../mail/messages.js';
import type { Mail, MessageTransport } from '../mail/transport.js';

export interface PublicFormsService {
  /** Stores the contact message once per submission id and mails the contact team once. */
  submitContact(request: ContactRequest, log: FastifyBaseLogger): Promise<void>;
  /** The same for a dealer enquiry and the dealer team. */
  submitDealerEnquiry(request: DealerEnquiryRequest, log: FastifyBaseLogger): Promise<void>;
}

/** The reference the team and the visitor can quote: the table's letter code and the row's id. */
export const contactReference = (id: number) => `CM-${String(id).padStart(6, '0')}`;
export const dealerEnquiryReference = (id: number) => `DE-${String(id).padStart(6, '0')}`;

const orNull = (value: string) => (value === '' ? null : value);

/**
 * The contact form and the dealer enquiry. A double submit, a retry after a lost answer or a
 * second tab sends the same submission id: one row, one mail, and every call answers SUCCESS. The mail
 * goes out before the answer, so that a failure is answered 503 and the form's retry (same id, the row
 * already stored) sends it then; the message itself is never lost.
 */
export function createPublicFormsService(deps: {
  contactMessages: ContactMessagesRepository;
  dealerEnquiries: DealerEnquiriesRepository;
  transport: MessageTransport;
  teamAddresses: TeamAddresses;
}): PublicFormsService {
  const { contactMessages, dealerEnquiries, transport, teamAddresses } = deps;

  async function mailOnce<Row extends ContactMessageRow | DealerEnquiryRow>(
    stored: Stored<Row>,
    repository: { claimMailing(id: number): Promise<boolean>; releaseMailing(id: number): Promise<void> },
    mailOf: (row: Row) => Mail,
    log: FastifyBaseLogger,
  ): Promise<void> {
    const { row } = stored;
    if (row.mailed_at !== null || !(await repository.claimMailing(row.id))) return;
    try {
      await transport.sendMail(mailOf(row));
    } catch (error) {
      await repository.releaseMailing(row.id);
      // The transport's reason only: the mail holds the visitor's message and contact details.
      log.error({ err: { message: error instanceof Error ? error.message : String(error) }, submission: row.id }, 'Mailing a form submission failed');
      throw new HttpError(503, ERROR_STATUS.unavailable, 'The message is saved but could not be passed on yet; please send it again');
    }
  }

  return {
    async submitContact(request, log) {
      const stored = await contactMessages.store({
        submission_id: request.submissionId,
        name: request.name,
        email: request.email,
        phone: orNull(request.phone),
        account_number: orNull(request.accountNumber),
        topic: request.topic,
        message: request.message,
        locale: request.locale,
      });
      await mailOnce(
        stored,
        contactMessages,
        (row) =>
          contactTeamMail(teamAddresses.contact, {
            reference: contactReference(row.id),
            name: row.name,
            email: row.email,
            phone: row.phone,
            accountNumber: row.account_number,
            topic: row.topic,
            message: row.message,
            locale: row.locale,
          }),
        log,
      );
    },

    async submitDealerEnquiry(request, log) {
      const stored = await dealerEnquiries.store({
        submission_id: request.submissionId,
        dealership_name: request.dealershipName,
        contact_name: request.contactName,
        email: request.email,
        phone: request.phone,
        city: request.city,
        state: request.state,
        monthly_volume: request.monthlyVolume,
        message: orNull(request.message),
        locale: request.locale,
      });
      await mailOnce(
        stored,
        dealerEnquiries,
        (row) =>
          dealerEnquiryMail(teamAddresses.dealers, {
            reference: dealerEnquiryReference(row.id),
            dealershipName: row.dealership_name,
            contactName: row.contact_name,
            email: row.email,
            phone: row.phone,
            city: row.city,
            state: row.state,
            monthlyVolume: row.monthly_volume,
            message: row.message,
            locale: row.locale,
          }),
        log,
      );
    },
  };
}
