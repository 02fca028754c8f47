import { COMPANY } from 'shared-contracts';

/** Facts the documents quote, taken from the company record so the PDFs and the site never disagree. */
export const COMPANY_NAME = COMPANY.name;
export const SUPPORT_PHONE = COMPANY.supportPhone.display;
/** The privacy team's mailbox, for privacy questions and California requests (a second method besides the phone). */
export const PRIVACY_EMAIL = 'privacy@roadbridgeauto.example';
