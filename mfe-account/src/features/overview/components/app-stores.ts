/**
 * Where the company's mobile app is listed. The same list as mfe-public's home page (a remote does not import
 * another); it belongs in shared-contracts' company facts, where both would read it.
 */
export const APP_STORE_LINKS = [
  { id: 'apple', label: 'App Store', url: 'https://apps.apple.com/us/app/roadbridge-auto-finance/id6443921750' },
  { id: 'google', label: 'Google Play', url: 'https://play.google.com/store/apps/details?id=com.roadbridgeauto.mobile' },
] as const;
