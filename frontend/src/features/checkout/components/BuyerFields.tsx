import type { ChangeEvent, FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/auth/TextField';
import type { BuyerError, BuyerField, BuyerValues } from '../lib/buyer-form';

interface BuyerFieldsProps {
  values: BuyerValues;
  errors: Record<BuyerField, BuyerError | undefined>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  /** Once the order exists its buyer can no longer change. */
  disabled: boolean;
}

/** First name, last name, e-mail and phone, each labelled with its error tied to it. */
export function BuyerFields({ values, errors, onChange, onBlur, disabled }: BuyerFieldsProps) {
  const { t } = useTranslation();
  const errorOf = (field: BuyerField) => {
    const error = errors[field];
    return error && t(`checkout.validation.${error}`);
  };
  const common = { onChange, onBlur, required: true };
  return (
    <fieldset className="checkout-section" disabled={disabled}>
      <legend className="checkout-section__legend">{t('checkout.buyer.legend')}</legend>
      <div className="buyer-fields">
        <TextField
          {...common}
          name="firstName"
          autoComplete="given-name"
          label={t('checkout.buyer.firstName')}
          value={values.firstName}
          error={errorOf('firstName')}
        />
        <TextField
          {...common}
          name="lastName"
          autoComplete="family-name"
          label={t('checkout.buyer.lastName')}
          value={values.lastName}
          error={errorOf('lastName')}
        />
        <TextField
          {...common}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          label={t('checkout.buyer.email')}
          hint={t('checkout.buyer.emailHint')}
          value={values.email}
          error={errorOf('email')}
        />
        <TextField
          {...common}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          label={t('checkout.buyer.phone')}
          value={values.phone}
          error={errorOf('phone')}
        />
      </div>
    </fieldset>
  );
}
