import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/admin/FormField';
import { invoiceSeriesProblem, requiredProblem } from '../lib/rules';
import { useSectionSave } from '../lib/use-section-save';
import { SettingsForm } from './SettingsForm';
import type { SellerSettingsResponse } from '../../../lib/api-types/generated';

const FIELDS = ['legalName', 'companyCode', 'vatCode', 'address', 'bankAccount', 'invoiceSeries'] as const;
const TEXT_FIELDS = ['legalName', 'companyCode', 'vatCode', 'address', 'bankAccount'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
/** The server's lengths; the VAT code alone may be empty (a seller who pays no VAT). */
const MAX_LENGTHS: Record<TextField, number> = {
  legalName: 200,
  companyCode: 20,
  vatCode: 20,
  address: 300,
  bankAccount: 42,
};

/** The seller's details as invoices print them. */
export function SellerSettingsForm({ settings }: { settings: SellerSettingsResponse }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<SellerSettingsResponse>({ defaultValues: settings });
  const { send, formProps } = useSectionSave({ setError, handleSubmit }, FIELDS);

  const save = async (values: SellerSettingsResponse) => {
    const changes: SellerSettingsResponse = {
      legalName: values.legalName.trim(),
      companyCode: values.companyCode.trim(),
      vatCode: values.vatCode.trim(),
      address: values.address.trim(),
      // An IBAN is often pasted in groups of four.
      bankAccount: values.bankAccount.replace(/\s/g, '').toUpperCase(),
      invoiceSeries: values.invoiceSeries.trim(),
    };
    if (await send({ section: 'seller', changes })) reset(changes);
  };

  const hints: Partial<Record<TextField, string>> = {
    vatCode: t('adminSettings.seller.vatCodeHint'),
  };

  return (
    <SettingsForm {...formProps(save)}>
      <p className="settings-form__lead">{t('adminSettings.seller.lead')}</p>
      {TEXT_FIELDS.map((field) => (
        <FormField
          key={field}
          label={t(`adminSettings.seller.${field}`)}
          hint={hints[field]}
          error={errors[field]?.message}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              required={field !== 'vatCode'}
              maxLength={MAX_LENGTHS[field]}
              {...register(field, {
                validate: (typed) => {
                  const problem = field === 'vatCode' ? undefined : requiredProblem(typed);
                  return problem ? t(`adminSettings.errors.${problem}`) : true;
                },
              })}
            />
          )}
        </FormField>
      ))}
      <FormField
        label={t('adminSettings.seller.invoiceSeries')}
        hint={t('adminSettings.seller.invoiceSeriesHint')}
        error={errors.invoiceSeries?.message}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            required
            maxLength={5}
            autoCapitalize="characters"
            {...register('invoiceSeries', {
              validate: (typed) => {
                const problem = invoiceSeriesProblem(typed);
                return problem ? t(`adminSettings.errors.${problem}`) : true;
              },
            })}
          />
        )}
      </FormField>
    </SettingsForm>
  );
}
