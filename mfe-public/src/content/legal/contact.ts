import { COMPANY } from 'shared-contracts';

export { COMPANY_NAME, PRIVACY_EMAIL, SUPPORT_PHONE } from '@/content/documents/contact';

/** The mailbox of the team that answers accessibility reports (web accessibility statement). */
export const ACCESSIBILITY_EMAIL = 'accessibility@roadbridgeauto.example';

/** Our letters address on one line, as the documents quote it. */
export const MAILING_ADDRESS = COMPANY.correspondenceAddress.join(', ');

/** The web site's own address, as the documents name it. */
export const SITE_HOST = 'roadbridgeauto.example';
