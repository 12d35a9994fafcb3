import { emailProblemOf } from '../../../lib/email-address';

/*
 * The server's rules for settings (docs/settings.md), checked before sending so most mistakes are
 * caught at once; the server still decides, and its field errors are shown on the same fields.
 * Each returns the key of the problem under `adminSettings.errors`, or undefined.
 */

export type Problem =
  'required' | 'email' | 'phone' | 'digits' | 'feeRange' | 'feeStep' | 'port' | 'invoiceSeries' | 'bankTransferDays';

export function requiredProblem(typed: string): Problem | undefined {
  return typed.trim() === '' ? 'required' : undefined;
}

export function emailProblem(typed: string): Problem | undefined {
  const problem = emailProblemOf(typed);
  if (problem === 'emailRequired') return 'required';
  return problem === 'emailInvalid' ? 'email' : undefined;
}

/** Digits, spaces, brackets and dashes, with a leading + if any; empty is allowed. */
export function phoneProblem(typed: string): Problem | undefined {
  return /^\+?[0-9 ()-]*$/.test(typed.trim()) ? undefined : 'phone';
}

/** A provider's numeric id; empty is allowed. */
export function digitsProblem(typed: string): Problem | undefined {
  return /^[0-9]*$/.test(typed.trim()) ? undefined : 'digits';
}

/** A payment fee: 0 to 10 percent in steps of 0.1. */
export function feeProblem(typed: string): Problem | undefined {
  if (typed.trim() === '') return 'required';
  const fee = Number(typed);
  if (!Number.isFinite(fee) || fee < 0 || fee > 10) return 'feeRange';
  // Tenths counted in whole numbers, as 0.1 has no exact binary form.
  return Math.abs(fee * 10 - Math.round(fee * 10)) < 1e-9 ? undefined : 'feeStep';
}

/** The days a buyer has to pay by bank transfer: a whole number from 1 to 14. */
export function bankTransferDaysProblem(typed: string): Problem | undefined {
  if (typed.trim() === '') return 'required';
  if (!/^\d+$/.test(typed.trim())) return 'bankTransferDays';
  const days = Number(typed);
  return days >= 1 && days <= 14 ? undefined : 'bankTransferDays';
}

export function portProblem(typed: string): Problem | undefined {
  if (!/^\d+$/.test(typed.trim())) return 'port';
  const port = Number(typed);
  return port >= 1 && port <= 65535 ? undefined : 'port';
}

export function invoiceSeriesProblem(typed: string): Problem | undefined {
  return /^[A-Z]{2,5}$/.test(typed.trim()) ? undefined : 'invoiceSeries';
}

/** What a secret's save sends: left out to keep it, `""` to clear it, the new value to replace it. */
export function secretChange(typed: string | undefined, clear: boolean): string | undefined {
  if (clear) return '';
  return typed ? typed : undefined;
}
