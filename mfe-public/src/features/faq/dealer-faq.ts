import { msg } from '@lingui/core/macro';
import { BadgeCheck, Banknote, Handshake, Monitor } from 'lucide-react';
import { COMPANY } from 'shared-contracts/core';
import type { FaqGroup } from '@/features/faq/faq-types';

const phone = COMPANY.supportPhone.display;
const company = COMPANY.name;

/**
 * The dealer FAQ (route `dealersFaq`). Facts match the dealer pages: quick credit decisions, flexible
 * programs, funding within one business day of complete paperwork, a reply within one business day to a
 * dealer enquiry (dealer thank-you page), and the dealer portal behind the header's external "Dealer log in".
 * The program's facts (vehicle limits, decision times, sign-up documents) are the dealer page's own.
 */
export const DEALER_FAQ: readonly FaqGroup[] = [
  {
    id: 'program',
    title: msg`Our dealer program`,
    icon: Handshake,
    items: [
      {
        id: 'become-partner',
        question: msg`How does my dealership become a partner?`,
        answer: msg`Send the enquiry form on our dealer page. A relationship manager calls you within one business day to go through our programs. Once your documents are complete, you usually get your dealer portal log-in within three business days.`,
        link: { routeId: 'dealers', label: msg`Go to the dealer page` },
      },
      {
        id: 'sign-up-documents',
        question: msg`What do you need from us to sign up?`,
        answer: msg`Your dealer license, a W-9, your surety bond and a voided check for funding deposits. You then sign the dealer agreement online. Your relationship manager reviews everything with you.`,
      },
      {
        id: 'fees',
        question: msg`Is there a fee to join or a minimum volume?`,
        answer: msg`No. There is no enrolment fee and no monthly minimum volume. We also train your finance staff, in English and Spanish.`,
      },
      {
        id: 'vehicles',
        question: msg`Which vehicles and customers do you finance?`,
        answer: msg`Used cars, light trucks, vans and SUVs up to 10 model years old with fewer than 125,000 miles, sold for personal use. We finance customers with every kind of credit history, from first-time buyers to established credit, including customers rebuilding after a bankruptcy or a repossession, and self-employed customers who prove their income with bank statements.`,
      },
    ],
  },
  {
    id: 'credit',
    title: msg`Credit decisions`,
    icon: BadgeCheck,
    items: [
      {
        id: 'decision-time',
        question: msg`How quickly will I get a credit decision?`,
        answer: msg`Most applications get a credit decision within 30 minutes, Monday to Saturday. Applications that need a closer look are reviewed by an underwriter, who calls or messages you the same day.`,
      },
      {
        id: 'decision-factors',
        question: msg`What do you look at besides the credit score?`,
        answer: msg`We look at the whole customer: income and how steady it is, time at the job and at the address, the down payment, and the vehicle itself. A low score or a past bankruptcy does not mean an automatic decline.`,
      },
      {
        id: 'conditions',
        question: msg`What does an approval with conditions mean?`,
        answer: msg`The approval holds once you send what the conditions list, such as proof of income, proof of residence, references or a larger down payment. Upload them in the dealer portal with the deal; we fund once they are verified.`,
      },
    ],
  },
  {
    id: 'funding',
    title: msg`Contracts and funding`,
    icon: Banknote,
    items: [
      {
        id: 'funding-time',
        question: msg`How fast do you fund a deal?`,
        answer: msg`We fund by ACH within one business day of receiving a complete and correct contract package, to the business account on file.`,
      },
      {
        id: 'funding-package',
        question: msg`What goes in the funding package?`,
        answer: msg`The signed retail installment contract, the credit application, the buyer’s order, the title application showing ${company} as lienholder, proof of insurance, and every document the approval conditions ask for. The checklist in the dealer portal lists what each deal still needs.`,
      },
      {
        id: 'funding-delays',
        question: msg`What delays funding most often?`,
        answer: msg`Missing signatures or initials, figures on the contract that differ from the approval, an unreadable document, and income or residence proof that does not match the application. Checking the package against the portal’s checklist before you send it avoids most delays.`,
      },
      {
        id: 'contract-forms',
        question: msg`Which contract forms can we use?`,
        answer: msg`Sign the contract electronically in the dealer portal, or use the retail installment contract forms approved for your state, with the terms exactly as approved. Your relationship manager tells you which forms and versions we accept.`,
      },
    ],
  },
  {
    id: 'portal',
    title: msg`The dealer portal`,
    icon: Monitor,
    items: [
      {
        id: 'portal-login',
        question: msg`How do I log in to the dealer portal?`,
        answer: msg`Choose Dealer log in in the Dealers menu at the top of every page. The portal opens in a new tab, where you sign in with the username your dealership’s administrator gave you.`,
      },
      {
        id: 'portal-users',
        question: msg`How do I add or remove users for my dealership?`,
        answer: msg`Your dealership’s portal administrator adds and removes users and sets what each one can do. Remove access on the day someone leaves the dealership.`,
      },
      {
        id: 'portal-status',
        question: msg`Where can I see the status of an application or a funding?`,
        answer: msg`The portal shows each deal from application to funding: the decision and its conditions, the documents received, what is still missing and the date it funded.`,
      },
      {
        id: 'portal-help',
        question: msg`I can’t sign in to the dealer portal. Who can help?`,
        answer: msg`Use the password reset on the portal’s sign-in page, or ask your dealership’s administrator to unlock your user. For anything else, call us at ${phone} and ask for dealer support.`,
      },
    ],
  },
];
