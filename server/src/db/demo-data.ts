/*
 * The demo borrowers of a fresh development database (README "Demo data"). Every online user
 * has the password DEMO_PASSWORD. SSNs and dates of birth appear here in clear only because they are the
 * published demo identities; the database receives their HMACs.
 */

export const DEMO_PASSWORD = 'Demo-Pass-2026!';

export interface DemoBorrower {
  accountNumber: string;
  accountStatus: string;
  firstName: string;
  lastName: string;
  ssn: string;
  dob: string;
  email: string;
  phone: string | null;
  /** ZIP code of the billing address: a guest payment's lookup compares it (docs/decisions/058). */
  billingZip: string;
  vin: string;
  vehicleDescription: string;
  autopayFlag: 'Y' | 'N';
  billingMethod: 'I' | 'P';
  textEnrolled: 'Y' | 'N';
  currentBalanceCents: number;
  payoffAmountCents: number;
  amountDueCents: number;
  paymentAmountCents: number;
  perDiemInterestCents: number;
  /** Online access, or null for a loan nobody has enrolled yet. */
  user: { username: string; state: 'verified' | 'unverified' | 'locked' } | null;
  /** Secure-message threads, each one message from the lender: topic, subject, body, days ago, read. */
  messages: ReadonlyArray<{ topic: 'payment' | 'dueDate' | 'payoff' | 'insurance' | 'title' | 'other'; subject: string; body: string; daysAgo: number; read: boolean }>;
  /**
   * Monthly statements kept online and months of transaction history, ending at today's balance and next
   * due date (account-history.ts); absent: none.
   */
  history?: { statements: number; months: number };
  /** Saved bank accounts (numbers sealed at seeding), shown by their last four. */
  bankAccounts?: ReadonlyArray<{ accountType: 'checking' | 'savings'; routingNumber: string; accountNumber: string; nickname: string }>;
  /** Autopay on the first bank account, drafting on this day of the month (goes with autopayFlag 'Y'). */
  autopayDraftDay?: number;
}

export const DEMO_BORROWERS: readonly DemoBorrower[] = [
  {
    accountNumber: '3052718841',
    accountStatus: 'AL',
    firstName: 'Maria',
    lastName: 'Garcia',
    ssn: '123456789',
    dob: '1985-04-15',
    email: 'maria.garcia@example.com',
    phone: '+12025550147',
    billingZip: '75201',
    vin: '1HGCV1F34KA012345',
    vehicleDescription: '2019 Honda Accord LX',
    autopayFlag: 'N',
    billingMethod: 'I',
    textEnrolled: 'Y',
    currentBalanceCents: 1_423_567,
    payoffAmountCents: 1_441_290,
    amountDueCents: 38_945,
    paymentAmountCents: 38_945,
    perDiemInterestCents: 351,
    user: { username: 'demo', state: 'verified' },
    messages: [
      {
        topic: 'dueDate',
        subject: 'Your due date change request',
        body:
          'Hello Maria,\n\nwe have changed the due date of your monthly payment as you asked. Your next payment is due on the ' +
          '15th, and every payment after it on the 15th of the month. The interest for the extra days is added to your next ' +
          'payment.\n\nIf you have any question, reply to this message.\n\nRoadbridge Auto Finance customer care',
        daysAgo: 1,
        read: false,
      },
      {
        topic: 'payment',
        subject: 'Your monthly statement is ready',
        body: 'Hello Maria,\n\nyour monthly statement is ready. You can read it under Statements in your account.\n\nRoadbridge Auto Finance customer care',
        daysAgo: 12,
        read: true,
      },
    ],
    history: { statements: 12, months: 24 },
    bankAccounts: [{ accountType: 'checking', routingNumber: '021000021', accountNumber: '000123456789', nickname: 'Everyday checking' }],
  },
  {
    accountNumber: '3052718842',
    accountStatus: 'AL',
    firstName: 'James',
    lastName: 'Wilson',
    ssn: '234567890',
    dob: '1990-09-02',
    email: 'james.wilson@example.com',
    phone: null,
    billingZip: '75202',
    vin: '2T1BURHE5JC054321',
    vehicleDescription: '2018 Toyota Corolla LE',
    autopayFlag: 'Y',
    billingMethod: 'P',
    textEnrolled: 'N',
    currentBalanceCents: 812_004,
    payoffAmountCents: 823_118,
    amountDueCents: 29_912,
    paymentAmountCents: 29_912,
    perDiemInterestCents: 198,
    user: { username: 'unverified', state: 'unverified' },
    messages: [],
  },
  {
    accountNumber: '3052718843',
    accountStatus: 'AL',
    firstName: 'Linda',
    lastName: 'Chen',
    ssn: '345678901',
    dob: '1978-12-30',
    email: 'linda.chen@example.com',
    phone: '+12025550163',
    billingZip: '75203',
    vin: '3FA6P0H77HR067890',
    vehicleDescription: '2017 Ford Fusion SE',
    autopayFlag: 'N',
    billingMethod: 'P',
    textEnrolled: 'N',
    currentBalanceCents: 503_275,
    payoffAmountCents: 509_950,
    amountDueCents: 0,
    paymentAmountCents: 27_500,
    perDiemInterestCents: 124,
    user: { username: 'locked', state: 'locked' },
    messages: [],
  },
  {
    accountNumber: '3052718844',
    accountStatus: 'CO',
    firstName: 'Robert',
    lastName: 'Brown',
    ssn: '456789012',
    dob: '1969-07-21',
    email: 'robert.brown@example.com',
    phone: null,
    billingZip: '75204',
    vin: '1N4AL3AP8GC098765',
    vehicleDescription: '2016 Nissan Altima 2.5 S',
    autopayFlag: 'N',
    billingMethod: 'P',
    textEnrolled: 'N',
    currentBalanceCents: 644_310,
    payoffAmountCents: 644_310,
    amountDueCents: 644_310,
    paymentAmountCents: 31_025,
    perDiemInterestCents: 0,
    user: { username: 'chargedoff', state: 'verified' },
    messages: [],
  },
  {
    // A loan without online access, for trying /enroll: account number, last name, SSN last four 0123,
    // date of birth 01/20/1995.
    accountNumber: '3052718845',
    accountStatus: 'AL',
    firstName: 'Ana',
    lastName: 'Souza',
    ssn: '567890123',
    dob: '1995-01-20',
    email: 'ana.souza@example.com',
    phone: '+12025550188',
    billingZip: '75205',
    vin: 'KM8J33A49LU112233',
    vehicleDescription: '2020 Hyundai Tucson SE',
    autopayFlag: 'N',
    billingMethod: 'P',
    textEnrolled: 'Y',
    currentBalanceCents: 1_780_000,
    payoffAmountCents: 1_795_420,
    amountDueCents: 42_733,
    paymentAmountCents: 42_733,
    perDiemInterestCents: 402,
    user: null,
    messages: [],
  },
  {
    // The second borrower with online access: autopay on, paper statements, texts off. Cross-account tests
    // sign in as demo2 and ask for demo's statements, payments and bank accounts.
    accountNumber: '3052718846',
    accountStatus: 'AL',
    firstName: 'Daniel',
    lastName: 'Okafor',
    ssn: '678901234',
    dob: '1988-03-09',
    email: 'daniel.okafor@example.com',
    phone: null,
    billingZip: '75206',
    vin: '1FMCU0GD5JUA38291',
    vehicleDescription: '2018 Ford Escape SE',
    autopayFlag: 'Y',
    billingMethod: 'P',
    textEnrolled: 'N',
    currentBalanceCents: 965_432,
    payoffAmountCents: 974_850,
    amountDueCents: 33_518,
    paymentAmountCents: 33_518,
    perDiemInterestCents: 238,
    user: { username: 'demo2', state: 'verified' },
    messages: [
      {
        topic: 'payment',
        subject: 'Your monthly statement is ready',
        body: 'Hello Daniel,\n\nyour monthly statement is ready. You can read it under Statements in your account.\n\nRoadbridge Auto Finance customer care',
        daysAgo: 9,
        read: true,
      },
    ],
    history: { statements: 12, months: 24 },
    bankAccounts: [{ accountType: 'checking', routingNumber: '111000025', accountNumber: '4455667788', nickname: 'Payroll checking' }],
    autopayDraftDay: 15,
  },
];

/** The 15th of the month after `now`: a next due date that stays in the future for a while. */
export function nextDueDate(now: Date = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 15));
  return date.toISOString().slice(0, 10);
}

/** The seeded users' names: outside production they skip the code of a new device (docs/decisions/033). */
export const DEMO_USERNAMES: ReadonlySet<string> = new Set(DEMO_BORROWERS.flatMap((borrower) => (borrower.user ? [borrower.user.username] : [])));
