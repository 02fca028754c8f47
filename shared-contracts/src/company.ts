import type { Weekday } from './calendar.js';
import type { Locale } from './locales.js';

/** Facts about the company shown across the site (header, footer, dialogs, titles). */
export const COMPANY = {
  name: 'Roadbridge Auto Finance',
  /** Spec 2.12 / 2.13: an 888 customer-support number. */
  supportPhone: { display: '(888) 555-0142', tel: '+18885550142' },
  dealerLoginUrl: 'https://dealers.roadbridgeauto.example/login',
  /** Where customers write to us (letters, documents). Not for payments: /payments has the payment address. */
  correspondenceAddress: ['Roadbridge Auto Finance', 'Attn: Customer Support', 'P.O. Box 650142', 'Dallas, TX 75265-0142'],
  /** Where mailed payments go: a lockbox that only opens payments, so letters sent there are slow to reach us. */
  paymentAddress: ['Roadbridge Auto Finance', 'Payment Processing Center', 'P.O. Box 650412', 'Dallas, TX 75265-0412'],
  /** Spec 2.9: the licensing registry (NMLS Consumer Access lists licensed consumer lenders). */
  licensingRegistryUrl: 'https://www.nmlsconsumeraccess.org/',
  /** Where security researchers report a vulnerability (`/.well-known/security.txt`, RFC 9116). */
  securityContact: 'mailto:security@roadbridge.example',
} as const;

/** The same hours on every day from `fromDay` to `toDay` (the same day for a period of one day). */
export interface OpeningPeriod {
  fromDay: Weekday;
  toDay: Weekday;
  /** Wall-clock times, 24-hour `HH:MM`, in the time zone of the hours they belong to. */
  opens: string;
  closes: string;
}

export interface OpeningHours {
  /** An IANA zone: its name is shown in the visitor's language. */
  timeZone: string;
  periods: readonly OpeningPeriod[];
}

/**
 * When customer-support agents answer the support phone (spec 2.2 /contact, /payments). One set of hours for
 * the whole site: every page that states them formats these with `localizeOpeningHours`.
 */
export const SUPPORT_HOURS: OpeningHours = {
  timeZone: 'America/Chicago',
  periods: [
    { fromDay: 1, toDay: 5, opens: '08:00', closes: '20:00' },
    { fromDay: 6, toDay: 6, opens: '09:00', closes: '14:00' },
  ],
};

/** One period in the visitor's language; the words that join the pieces into a sentence are the caller's. */
export interface LocalizedOpeningPeriod {
  firstDay: string;
  /** Absent when the period is a single day. */
  lastDay?: string;
  /** Opening to closing time as the locale writes a range: "8 AM – 8 PM", "8 a.m. – 8 p.m.", "08h - 20h". */
  hours: string;
}

// 2024-01-07 was a Sunday: day 0 of that week plus the weekday is a date with that weekday.
const dateOfWeekday = (day: Weekday) => new Date(Date.UTC(2024, 0, 7 + day));
const dateAtTime = (time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(2024, 0, 7, hour, minute));
};

/**
 * Day names, time ranges and the zone's generic name ("Central Time", "hora central", "Horário Central") from
 * Intl, so each locale gets its own clock (12- or 24-hour) and words. Times are wall-clock times of the zone:
 * they are formatted as UTC so the visitor's own zone never shifts them.
 */
/**
 * ICU puts a narrow no-break space before "AM" and thin spaces around a range's dash, and browsers differ from
 * Node (and from each other) in which they keep. The page is rendered by the server and then by the browser,
 * and both must write the same text: plain spaces.
 */
function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u2009\u202f]/g, ' ');
}

export function localizeOpeningHours(hours: OpeningHours, locale: Locale): { periods: LocalizedOpeningPeriod[]; timeZone: string } {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const periods = hours.periods.map(({ fromDay, toDay, opens, closes }) => {
    // Minutes only when a time needs them: "9 AM", but "9:30 AM".
    const onTheHour = opens.endsWith(':00') && closes.endsWith(':00');
    const clock = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: onTheHour ? undefined : '2-digit', timeZone: 'UTC' });
    const period: LocalizedOpeningPeriod = {
      firstDay: weekday.format(dateOfWeekday(fromDay)),
      hours: plainSpaces(clock.formatRange(dateAtTime(opens), dateAtTime(closes))),
    };
    if (toDay !== fromDay) period.lastDay = weekday.format(dateOfWeekday(toDay));
    return period;
  });
  const zoneName = new Intl.DateTimeFormat(locale, { timeZone: hours.timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(dateOfWeekday(0))
    .find((part) => part.type === 'timeZoneName')?.value;
  return { periods, timeZone: zoneName ?? hours.timeZone };
}

export const SOCIAL_LINKS = [
  { id: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/roadbridgeautofinance' },
  { id: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/roadbridge-auto-finance' },
  { id: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/roadbridgeautofinance' },
  { id: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@roadbridgeautofinance' },
  { id: 'vimeo', label: 'Vimeo', url: 'https://vimeo.com/roadbridgeautofinance' },
] as const;

export type SocialId = (typeof SOCIAL_LINKS)[number]['id'];

/** Spec 2.9: the three footer PDFs, one file per locale. */
export const FOOTER_DOCUMENTS = ['privacy-notice', 'california-privacy-notice', 'electronic-consent-agreement'] as const;
export type FooterDocument = (typeof FOOTER_DOCUMENTS)[number];

/** Served by the server from mfe-public's build (mfe-public/scripts/build-documents.ts). */
export const DOCUMENTS_BASE_PATH = '/documents';
export const documentPath = (document: FooterDocument, locale: Locale) => `${DOCUMENTS_BASE_PATH}/${locale}/${document}.pdf`;

/** Where the company's mobile app is listed (the home page's and the overview's app prompts, spec 3); the links leave the site through the leaving-site warning. */
export const APP_STORE_LINKS = [
  { id: 'apple', label: 'App Store', url: 'https://apps.apple.com/us/app/roadbridge-auto-finance/id6443921750' },
  { id: 'google', label: 'Google Play', url: 'https://play.google.com/store/apps/details?id=com.roadbridgeauto.mobile' },
] as const;
