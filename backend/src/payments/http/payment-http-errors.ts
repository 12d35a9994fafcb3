import { HttpStatus } from '@nestjs/common';
import { InvalidNotificationError } from '../providers/payment-provider';
import { UnknownPaymentProviderError } from '../payment-notifications';
import { LocalizedHttpException, localizedNotFound } from '../../shared/http/localized-exceptions';

const providerNotFound = () =>
  localizedNotFound({ lt: 'Mokėjimų teikėjas nerastas', en: 'Payment provider not found' });

/** The shop's HTTP error for what the payments path throws; anything else stays as it is (a 5xx). */
export function paymentHttpError(error: unknown): unknown {
  if (error instanceof UnknownPaymentProviderError) return providerNotFound();
  if (error instanceof InvalidNotificationError) {
    return new LocalizedHttpException(HttpStatus.BAD_REQUEST, {
      lt: 'Mokėjimo pranešimas atmestas',
      en: 'Payment notification refused',
    });
  }
  return error;
}
