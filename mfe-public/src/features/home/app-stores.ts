/** Where the company's mobile app is listed; the links leave the site through the leaving-site warning. */
export const APP_STORE_LINKS = [
  { id: 'apple', label: 'App Store', url: 'https://apps.apple.com/us/app/roadbridge-auto-finance/id6443921750' },
  { id: 'google', label: 'Google Play', url: 'https://play.google.com/store/apps/details?id=com.roadbridgeauto.mobile' },
] as const;
