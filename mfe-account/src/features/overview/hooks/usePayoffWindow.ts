import { useState } from 'react';
import { payoffDateWindow, type DateWindow } from 'shared-contracts';

/**
 * The payoff window (today up to PAYMENT_RULES.payoffMaxDaysAhead days ahead) in the company's time zone, the
 * one the server judges by: a customer west of Central late at night would otherwise count from yesterday.
 * Read once per visit, so the chosen date and the days left do not move under the customer while they read.
 */
export function usePayoffWindow(): DateWindow {
  const [dateWindow] = useState(() => payoffDateWindow(new Date()));
  return dateWindow;
}
