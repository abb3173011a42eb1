import { algiersDayIn, algiersMidnight } from '../algiers-time';
import { DELAI_LITIGE_JOURS } from './states';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first instant after a period of `jours` Algerian days that starts at `from`: the period ends with
 * the Algerian day `jours` days after `from`'s (a delivery at 23:30 on the 1st with 30 days may be
 * returned until the end of the 31st, Algiers time). Day-based, so the promise printed ("30 jours")
 * never depends on the hour of the delivery.
 */
export function periodEnd(from: Date, jours: number): Date {
  if (!Number.isSafeInteger(jours) || jours < 0) throw new RangeError(`délai invalide : ${jours}`);
  return new Date(algiersMidnight(algiersDayIn(from, jours)).getTime() + DAY_MS);
}

/** When the client can no longer ask to return an order delivered at `livreeAt` (`delai_retour_jours`). */
export function returnDeadline(livreeAt: Date, delaiRetourJours: number): Date {
  return periodEnd(livreeAt, delaiRetourJours);
}

/** Whether a return may be asked at `now` for an order delivered at `livreeAt`. */
export function isWithinReturnWindow(livreeAt: Date, delaiRetourJours: number, now: Date): boolean {
  return (
    now.getTime() >= livreeAt.getTime() &&
    now.getTime() < returnDeadline(livreeAt, delaiRetourJours).getTime()
  );
}

/** When the client can no longer dispute a refusal made at `refusedAt`. */
export function disputeDeadline(refusedAt: Date): Date {
  return periodEnd(refusedAt, DELAI_LITIGE_JOURS);
}

export function isWithinDisputeWindow(refusedAt: Date, now: Date): boolean {
  return now.getTime() < disputeDeadline(refusedAt).getTime();
}
