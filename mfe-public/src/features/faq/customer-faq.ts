import { msg } from '@lingui/core/macro';
import { CalendarDays, CreditCard, FileText, HandCoins, KeyRound, LifeBuoy, ShieldCheck, Stamp } from 'lucide-react';
import { COMPANY } from 'shared-contracts/core';
import type { FaqGroup } from '@/features/faq/faq-types';

const phone = COMPANY.supportPhone.display;
const company = COMPANY.name;

/**
 * The customer FAQ (route `faq`). Facts match the rest of the site: online and phone payments made before
 * 6 p.m. Central time post the same business day (page intro of /payments), secure messages are answered
 * within one business day (contact thank-you page), passwords have at least 15 characters (change password).
 */
export const CUSTOMER_FAQ: readonly FaqGroup[] = [
  {
    id: 'payments',
    title: msg`Payments`,
    icon: CreditCard,
    items: [
      {
        id: 'ways-to-pay',
        question: msg`What are the ways to make a payment?`,
        answer: msg`You can pay online in your account, set up automatic payments, pay by phone at ${phone}, mail a check or money order, or pay with cash at a participating retail payment location. Paying online, by phone or with autopay is free.`,
        link: { routeId: 'payments', label: msg`See every way to pay` },
      },
      {
        id: 'posting',
        question: msg`When will my payment post to my account?`,
        answer: msg`Online and phone payments made before 6 p.m. Central time on a business day post the same business day; later payments post the next business day. Mailed payments post the business day we receive them, and cash payments at a retail location usually post within one to two business days.`,
      },
      {
        id: 'autopay',
        question: msg`How do I set up automatic payments?`,
        answer: msg`Log in to your account and turn on autopay with the checking or savings account you want to use and the day of the month to pay. Your payment is then made for you every month. To change or stop autopay, do it in your account at least three business days before the next payment date.`,
      },
      {
        id: 'extra-payment',
        question: msg`Can I pay more than my monthly payment?`,
        answer: msg`Yes. Any amount above your regular payment reduces your principal balance, which lowers the interest you pay over the life of the loan. There is no penalty for paying early or paying extra.`,
      },
    ],
  },
  {
    id: 'due-dates',
    title: msg`Due dates and late payments`,
    icon: CalendarDays,
    items: [
      {
        id: 'change-due-date',
        question: msg`Can I change my due date?`,
        answer: msg`Yes, if your account is current. Log in and choose Change my due date: you pick a new date, see the extra interest that the added days cost before you confirm, and get a confirmation right away. Because interest is charged daily, moving your due date later adds interest for the extra days.`,
      },
      {
        id: 'late-fee',
        question: msg`What happens if my payment is late?`,
        answer: msg`If we receive your payment after the grace period in your contract, a late fee may be charged as your contract and state law allow. A late payment can also be reported to the credit bureaus. If you know you will be late, call us at ${phone} before your due date so we can look at your options with you.`,
      },
      {
        id: 'weekend-due-date',
        question: msg`My due date falls on a weekend or holiday. When should I pay?`,
        answer: msg`Payments made online or by phone on a weekend or holiday post on the next business day. To be sure your payment is on time, pay on the business day before your due date.`,
      },
    ],
  },
  {
    id: 'payoff',
    title: msg`Paying off your loan`,
    icon: HandCoins,
    items: [
      {
        id: 'payoff-amount',
        question: msg`How do I get my payoff amount?`,
        answer: msg`My account shows your payoff amount for today and your daily interest (per diem). For a payoff quote good through a future date, for example when you refinance or sell the car, call us at ${phone} and we will send a written quote.`,
      },
      {
        id: 'payoff-differs',
        question: msg`Why is my payoff amount different from my balance?`,
        answer: msg`Your balance is the principal you still owe. Your payoff amount adds the interest earned since your last payment and any unpaid fees. Because interest adds up every day, the payoff amount changes daily.`,
      },
      {
        id: 'pay-off-early',
        question: msg`Is there a penalty for paying my loan off early?`,
        answer: msg`No. You can pay off your loan at any time without a prepayment penalty, and you pay interest only for the days the money was borrowed.`,
      },
    ],
  },
  {
    id: 'statements',
    title: msg`Statements and paperless billing`,
    icon: FileText,
    items: [
      {
        id: 'view-statements',
        question: msg`Where can I see my statements?`,
        answer: msg`Log in and open Statements to see and download your monthly statements. Your payment history, with every payment and fee, is under History.`,
      },
      {
        id: 'paperless',
        question: msg`How do I go paperless?`,
        answer: msg`Log in and open Settings to turn on paperless billing. We then e-mail you when a new statement is ready instead of mailing it. You can switch back to paper statements at any time.`,
      },
      {
        id: 'statement-missing',
        question: msg`I did not get my statement. What should I do?`,
        answer: msg`Check that your mailing address and e-mail address are correct in Settings, and look in your junk mail folder if you are paperless. You can always see your statements in your account, and your payment is due on your due date even if a statement did not arrive.`,
      },
    ],
  },
  {
    id: 'title',
    title: msg`Title and lien release`,
    icon: Stamp,
    items: [
      {
        id: 'title-timing',
        question: msg`When will I get my title after I pay off my loan?`,
        answer: msg`After your final payment clears, we release our lien within 10 business days. In states with electronic titles we notify the state, which then sends the title to you; in other states we mail the signed title or a lien release to the address on your account. Make sure that address is up to date.`,
      },
      {
        id: 'title-lost',
        question: msg`I paid off my loan but lost my title or lien release. Can you help?`,
        answer: msg`Yes. Call us at ${phone} and we will send a new lien release letter, which you can take to your state’s motor vehicle office to get a duplicate title.`,
      },
      {
        id: 'sell-or-trade',
        question: msg`Can I sell or trade in my car before the loan is paid off?`,
        answer: msg`Yes. The dealer or buyer pays us the payoff amount, and we release the lien once the payment has cleared. Ask us for a payoff quote good through the day of the sale.`,
      },
    ],
  },
  {
    id: 'insurance',
    title: msg`Insurance`,
    icon: ShieldCheck,
    items: [
      {
        id: 'insurance-required',
        question: msg`What insurance do I need on my vehicle?`,
        answer: msg`Your contract requires comprehensive and collision coverage for as long as you have the loan, with ${company} listed as the lienholder and loss payee. Your insurance agent will know what this means.`,
      },
      {
        id: 'insurance-proof',
        question: msg`How do I send proof of insurance or tell you I changed insurers?`,
        answer: msg`Send a copy of your new insurance card or declarations page with a secure message from your account, or ask your insurance agent to send it to us. If your coverage lapses, your contract may allow us to add insurance that protects only our interest in the vehicle, which costs more than a policy you buy yourself.`,
      },
      {
        id: 'accident',
        question: msg`My car was in an accident or stolen. What do I do?`,
        answer: msg`File a claim with your insurance company first, then call us at ${phone}. Keep making your payments while the claim is open. If the car is a total loss, the insurer pays us, and any GAP coverage you bought may pay part of what remains.`,
      },
    ],
  },
  {
    id: 'online-access',
    title: msg`Online account access`,
    icon: KeyRound,
    items: [
      {
        id: 'enroll',
        question: msg`How do I create my online account?`,
        answer: msg`Choose Enroll and enter your account number, your last name, the last four digits of your Social Security number and your date of birth. Then choose a username and password and confirm your e-mail address with the link we send you.`,
        link: { routeId: 'enroll', label: msg`Enroll now` },
      },
      {
        id: 'forgot-login',
        question: msg`I forgot my username or password.`,
        answer: msg`Choose Log in, then Forgot username or password. Enter the e-mail address of your account and we send you your username, or enter your username and we e-mail you a link to choose a new password. New passwords must have at least 15 characters; a short sentence is easy to remember and hard to guess.`,
      },
      {
        id: 'forgot-account-number',
        question: msg`I don’t know my account number.`,
        answer: msg`Choose Log in, then Forgot account number. After you confirm your name, Social Security number and date of birth, we send a six-digit code by e-mail or text message and then show your account number. It is also printed on your statements.`,
      },
      {
        id: 'locked',
        question: msg`My online account is locked. How do I unlock it?`,
        answer: msg`For your security, online access locks after several wrong passwords. Reset your password with Forgot username or password to unlock it, or call us at ${phone} and we will confirm your identity and unlock it.`,
      },
    ],
  },
  {
    id: 'hardship',
    title: msg`Financial hardship`,
    icon: LifeBuoy,
    items: [
      {
        id: 'cannot-pay',
        question: msg`I can’t make my payment this month. What are my options?`,
        answer: msg`Call us at ${phone} as soon as you know, before the payment is late. Depending on your account, we may be able to move your due date, extend your loan by a payment or set up a payment plan. Calling early gives you the most options.`,
      },
      {
        id: 'disaster',
        question: msg`I was affected by a natural disaster. Can you help?`,
        answer: msg`Yes. If a hurricane, flood, fire or other disaster has affected you, call us and we will work with you on payment arrangements. See our natural disaster assistance page for what to have ready.`,
        link: { routeId: 'naturalDisasterAssistance', label: msg`Natural disaster assistance` },
      },
      {
        id: 'military',
        question: msg`I am on active military duty. Are there benefits for me?`,
        answer: msg`Yes. The Servicemembers Civil Relief Act may lower the interest rate on a loan you took out before active duty to 6 percent and protects you in other ways. Call us with a copy of your orders and we will review your account.`,
      },
    ],
  },
];
