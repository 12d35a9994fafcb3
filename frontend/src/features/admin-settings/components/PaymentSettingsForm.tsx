import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox, FormField } from '../../../components/admin/FormField';
import type { SettingsChanges } from '../api/admin-settings-api';
import { bankTransferDaysProblem, digitsProblem, feeProblem, secretChange } from '../lib/rules';
import { useSectionSave } from '../lib/use-section-save';
import { SecretField } from './SecretField';
import { SettingsForm } from './SettingsForm';
import type { PaymentSettingsResponse } from '../../../lib/api-types/generated';

interface PaymentValues {
  sandboxEnabled: boolean;
  makecommerceEnabled: boolean;
  makecommerceShopId: string;
  makecommerceSecretKey: string;
  makecommerceSecretKeyClear: boolean;
  payseraEnabled: boolean;
  payseraProjectId: string;
  payseraSignPassword: string;
  payseraSignPasswordClear: boolean;
  bankTransferEnabled: boolean;
  bankAccount: string;
  /** As typed, so "2.5" is refused rather than rounded. */
  bankTransferDays: string;
  /** As typed, so "2.55" can be told apart from 2.6. */
  paymentFeePercent: string;
}

const FIELDS = [
  'sandboxEnabled',
  'makecommerceEnabled',
  'makecommerceShopId',
  'makecommerceSecretKey',
  'payseraEnabled',
  'payseraProjectId',
  'payseraSignPassword',
  'bankTransferEnabled',
  'bankAccount',
  'bankTransferDays',
  'paymentFeePercent',
] as const;

function valuesOf(settings: PaymentSettingsResponse): PaymentValues {
  return {
    sandboxEnabled: settings.sandboxEnabled,
    makecommerceEnabled: settings.makecommerceEnabled,
    makecommerceShopId: settings.makecommerceShopId,
    makecommerceSecretKey: '',
    makecommerceSecretKeyClear: false,
    payseraEnabled: settings.payseraEnabled,
    payseraProjectId: settings.payseraProjectId,
    payseraSignPassword: '',
    payseraSignPasswordClear: false,
    bankTransferEnabled: settings.bankTransferEnabled,
    bankAccount: settings.bankAccount,
    bankTransferDays: String(settings.bankTransferDays),
    paymentFeePercent: String(settings.paymentFeePercent),
  };
}

interface PaymentSettingsFormProps {
  settings: PaymentSettingsResponse;
  /** Only a super admin changes payment settings; others see them. */
  readOnly: boolean;
}

/** Which payment providers are offered, their accounts and keys, and the payment fee. */
export function PaymentSettingsForm({ settings, readOnly }: PaymentSettingsFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<PaymentValues>({ defaultValues: valuesOf(settings) });
  const { send, formProps } = useSectionSave({ setError, handleSubmit }, FIELDS);
  const clearingSecretKey = useWatch({ control, name: 'makecommerceSecretKeyClear' });
  const clearingSignPassword = useWatch({ control, name: 'payseraSignPasswordClear' });

  const save = async (values: PaymentValues) => {
    const changes: SettingsChanges['payment'] = {
      sandboxEnabled: values.sandboxEnabled,
      makecommerceEnabled: values.makecommerceEnabled,
      makecommerceShopId: values.makecommerceShopId.trim(),
      payseraEnabled: values.payseraEnabled,
      payseraProjectId: values.payseraProjectId.trim(),
      bankTransferEnabled: values.bankTransferEnabled,
      bankAccount: values.bankAccount.replace(/\s/g, '').toUpperCase(),
      bankTransferDays: Number(values.bankTransferDays),
      paymentFeePercent: Number(values.paymentFeePercent),
    };
    const secretKey = secretChange(values.makecommerceSecretKey, values.makecommerceSecretKeyClear);
    if (secretKey !== undefined) changes.makecommerceSecretKey = secretKey;
    const signPassword = secretChange(values.payseraSignPassword, values.payseraSignPasswordClear);
    if (signPassword !== undefined) changes.payseraSignPassword = signPassword;
    if (await send({ section: 'payment', changes })) {
      // The saved text as sent; the secrets' fields empty again, their state coming from the server.
      reset({
        ...values,
        makecommerceShopId: changes.makecommerceShopId,
        makecommerceSecretKey: '',
        makecommerceSecretKeyClear: false,
        payseraProjectId: changes.payseraProjectId,
        payseraSignPassword: '',
        payseraSignPasswordClear: false,
        bankAccount: changes.bankAccount,
      });
    }
  };

  const check = (name: 'sandboxEnabled' | 'makecommerceEnabled' | 'payseraEnabled' | 'bankTransferEnabled') => (
    <FormCheckbox label={t(`adminSettings.payment.${name}`)} error={errors[name]?.message}>
      {(control) => <input {...control} type="checkbox" {...register(name)} />}
    </FormCheckbox>
  );
  const text = (name: 'makecommerceShopId' | 'bankAccount', maxLength: number) => (
    <FormField label={t(`adminSettings.payment.${name}`)} error={errors[name]?.message}>
      {(control) => <input {...control} type="text" maxLength={maxLength} {...register(name)} />}
    </FormField>
  );

  return (
    <SettingsForm {...formProps(save)} readOnly={readOnly}>
      {check('sandboxEnabled')}
      <div className="settings-form__group">
        {check('makecommerceEnabled')}
        {text('makecommerceShopId', 100)}
        <SecretField
          label={t('adminSettings.payment.makecommerceSecretKey')}
          set={settings.makecommerceSecretKeySet}
          error={errors.makecommerceSecretKey?.message}
          input={register('makecommerceSecretKey')}
          clear={register('makecommerceSecretKeyClear')}
          clearing={clearingSecretKey}
        />
      </div>
      <div className="settings-form__group">
        {check('payseraEnabled')}
        <FormField label={t('adminSettings.payment.payseraProjectId')} error={errors.payseraProjectId?.message}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              maxLength={20}
              {...register('payseraProjectId', {
                validate: (typed) => {
                  const problem = digitsProblem(typed);
                  return problem ? t(`adminSettings.errors.${problem}`) : true;
                },
              })}
            />
          )}
        </FormField>
        <SecretField
          label={t('adminSettings.payment.payseraSignPassword')}
          set={settings.payseraSignPasswordSet}
          error={errors.payseraSignPassword?.message}
          input={register('payseraSignPassword')}
          clear={register('payseraSignPasswordClear')}
          clearing={clearingSignPassword}
        />
      </div>
      <div className="settings-form__group">
        {check('bankTransferEnabled')}
        {text('bankAccount', 42)}
        <FormField
          label={t('adminSettings.payment.bankTransferDays')}
          hint={t('adminSettings.payment.bankTransferDaysHint')}
          error={errors.bankTransferDays?.message}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              min="1"
              max="14"
              step="1"
              inputMode="numeric"
              required
              {...register('bankTransferDays', {
                validate: (typed) => {
                  const problem = bankTransferDaysProblem(typed);
                  return problem ? t(`adminSettings.errors.${problem}`) : true;
                },
              })}
            />
          )}
        </FormField>
      </div>
      <FormField
        label={t('adminSettings.payment.paymentFeePercent')}
        hint={t('adminSettings.payment.paymentFeeHint')}
        error={errors.paymentFeePercent?.message}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            min="0"
            max="10"
            step="0.1"
            inputMode="decimal"
            required
            {...register('paymentFeePercent', {
              validate: (typed) => {
                const problem = feeProblem(typed);
                return problem ? t(`adminSettings.errors.${problem}`) : true;
              },
            })}
          />
        )}
      </FormField>
    </SettingsForm>
  );
}
