/** The legacy paths of spec 2.5 and where they live now. `/sitemap.xml` is served for real instead. */
export const LEGACY_REDIRECTS: ReadonlyArray<{ fromPath: string; toLocation: string; statusCode: 301 }> = [
  { fromPath: '/inventory', toLocation: '/dealers', statusCode: 301 },
  { fromPath: '/secure/change-password.aspx', toLocation: '/change-password', statusCode: 301 },
  { fromPath: '/secure/create-account.aspx', toLocation: '/create-account', statusCode: 301 },
];
