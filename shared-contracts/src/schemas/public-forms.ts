import { z } from 'zod';
import { LIMITS, LOCALES } from 'shared-contracts/core';
import { applyMask, maskDigitCount } from '../masks.js';
import { accountNumberField, emailField, personNameField } from './fields.js';

/*
 * The public site's forms and data: the contact form, the dealer enquiry and the careers list.
 * The pages parse with these schemas before sending; the server validates with the same ones.
 */

/** Spec 5 phone-style mask: a US phone number. */
export const PHONE_MASK = '(###) ###-####';
export const PHONE_DIGITS = maskDigitCount(PHONE_MASK);

/** A US phone number as the mask shows it: `(555) 010-0142`. */
export const phoneField = z
  .string()
  .trim()
  .refine((value) => value.replace(/\D/g, '').length === PHONE_DIGITS && applyMask(PHONE_MASK, value) === value, 'Not a phone number');

/** A field the visitor may leave empty: the empty string stands for "not given". */
const optional = <T extends z.ZodType<string>>(field: T) => z.union([z.literal(''), field]);

/**
 * A random id the form makes once per filled-in form (crypto.randomUUID): a double submit, a retry after a
 * network error or a second tab sends the same id, and the server stores one record.
 */
export const submissionIdField = z.uuid();

export const MESSAGE_MAX_LENGTH = 2000;
export const messageField = z.string().trim().min(1, 'Required').max(MESSAGE_MAX_LENGTH);

export const CONTACT_TOPICS = ['payments', 'payoff', 'dueDate', 'titleAndLien', 'insurance', 'onlineAccess', 'hardship', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const contactRequestSchema = z.object({
  submissionId: submissionIdField,
  name: personNameField,
  email: emailField,
  phone: optional(phoneField),
  accountNumber: optional(accountNumberField),
  topic: z.enum(CONTACT_TOPICS),
  message: messageField,
  /** The page's language: the team answers in it. */
  locale: z.enum(LOCALES),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** Whether the message is stored (also when this submission id was already stored). */
export const submissionResponseSchema = z.object({ status: z.literal('SUCCESS') });
export type SubmissionResponse = z.infer<typeof submissionResponseSchema>;

/** The two-letter codes of the states, the District of Columbia and Puerto Rico. */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA',
  'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR',
  'PA', 'PR', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
export type UsState = (typeof US_STATES)[number];

/** How many used vehicles the dealership sells in a month. */
export const DEALER_MONTHLY_VOLUMES = ['1-10', '11-25', '26-50', '51-100', '100+'] as const;
export type DealerMonthlyVolume = (typeof DEALER_MONTHLY_VOLUMES)[number];

export const dealerEnquiryRequestSchema = z.object({
  submissionId: submissionIdField,
  dealershipName: z.string().trim().min(1, 'Required').max(LIMITS.nameMax),
  contactName: personNameField,
  email: emailField,
  phone: phoneField,
  city: z.string().trim().min(1, 'Required').max(LIMITS.nameMax),
  state: z.enum(US_STATES),
  monthlyVolume: z.enum(DEALER_MONTHLY_VOLUMES),
  message: z.union([z.literal(''), messageField]),
  locale: z.enum(LOCALES),
});
export type DealerEnquiryRequest = z.infer<typeof dealerEnquiryRequestSchema>;

/** The teams that hire; the pages name them in the visitor's language. */
export const CAREER_TEAMS = ['customerService', 'collections', 'underwriting', 'dealerRelations', 'technology', 'operations'] as const;
export type CareerTeam = (typeof CAREER_TEAMS)[number];

export const careersQuerySchema = z.object({ locale: z.enum(LOCALES) });
export type CareersQuery = z.infer<typeof careersQuerySchema>;

export const jobOpeningSchema = z.object({
  id: z.string(),
  title: z.string(),
  team: z.enum(CAREER_TEAMS),
  /** "Dallas, TX" or "Remote (US)", in the visitor's language. */
  location: z.string(),
  /** Full-time, part-time…, in the visitor's language. */
  employmentType: z.string(),
  /** Paragraphs of the description, in the visitor's language. */
  description: z.array(z.string()),
  /** Where to apply: an https address or a mailto: link. */
  applyUrl: z.string(),
  /** YYYY-MM-DD. */
  postedOn: z.string(),
});
export type JobOpening = z.infer<typeof jobOpeningSchema>;

export const careersResponseSchema = z.object({ openings: z.array(jobOpeningSchema) });
export type CareersResponse = z.infer<typeof careersResponseSchema>;

/** Paths of the public site's calls. */
export const PUBLIC_API_PATHS = {
  contact: '/api/contact',
  dealerEnquiries: '/api/dealer-enquiries',
  careers: '/api/careers',
} as const;
