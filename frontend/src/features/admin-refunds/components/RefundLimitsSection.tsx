import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AdminLoadError } from '../../../components/admin/AdminLoadError';
import { formatCount } from '../../../components/admin/admin-format';
import { SummaryCardList } from '../../../components/admin/SummaryCards';
import { Spinner } from '../../../components/Spinner';
import { useAppSelector } from '../../../app/hooks';
import { useLanguage } from '../../../i18n/use-language';
import { serverMessageOf } from '../../../lib/api';
import { selectCurrentUser } from '../../../lib/session/session-slice';
import { useChangeRefundLimitsMutation, useGetRefundLimitsQuery } from '../api/admin-refunds-api';
import type { ReportOutcome } from '../lib/refund-outcome';
import { FormCheckbox, FormField } from '../../../components/admin/FormField';
import { formatMoney, majorFromCents, typedCents } from '../../../lib/money/money';
import type { RefundLimitResponse, RefundLimitsResponse } from '../../../lib/api-types/generated';

// The limits are kept in the shop's currency.
const LIMITS_CURRENCY = 'EUR';

interface LimitsValues {
  single_refund_max: string;
  daily_amount: string;
  daily_count: string;
  weekly_count: string;
  self_approval_allowed: boolean;
}

const COUNT = /^\d+$/;

const valueOf = (limits: RefundLimitsResponse, type: RefundLimitResponse['limit_type']) =>
  limits.limits.find(({ limit_type }) => limit_type === type)?.limit_value ?? 0;

function LimitsForm({
  limits,
  onDone,
  report,
}: {
  limits: RefundLimitsResponse;
  onDone: () => void;
  report: ReportOutcome;
}) {
  const { t } = useTranslation();
  const [change, { isLoading }] = useChangeRefundLimitsMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LimitsValues>({
    defaultValues: {
      single_refund_max: String(limits.single_refund_max),
      daily_amount: String(valueOf(limits, 'daily_amount')),
      daily_count: String(valueOf(limits, 'daily_count')),
      weekly_count: String(valueOf(limits, 'weekly_count')),
      self_approval_allowed: limits.self_approval_allowed,
    },
  });
  const amountRule = {
    validate: (value: string) => typedCents(value) !== undefined || t('adminRefunds.limits.errors.amount'),
  };
  const countRule = { validate: (value: string) => COUNT.test(value.trim()) || t('adminRefunds.limits.errors.count') };

  const save = handleSubmit(async (values) => {
    try {
      // Checked amounts become whole cents first, and euros again only in the body the API reads.
      await change({
        single_refund_max: majorFromCents(typedCents(values.single_refund_max) ?? 0),
        daily_amount: majorFromCents(typedCents(values.daily_amount) ?? 0),
        daily_count: Number(values.daily_count.trim()),
        weekly_count: Number(values.weekly_count.trim()),
        self_approval_allowed: values.self_approval_allowed,
      }).unwrap();
      report({ kind: 'done', what: 'limitsChanged' });
      onDone();
    } catch (error) {
      report({ kind: 'failed', what: 'limitsFailed', message: serverMessageOf(error) });
    }
  });

  return (
    <form
      className="refund-form"
      aria-label={t('adminRefunds.limits.form')}
      noValidate
      onSubmit={(event) => void save(event)}
    >
      <FormField
        label={t('adminRefunds.limits.singleRefundMax')}
        hint={t('adminRefunds.limits.singleRefundMaxHint')}
        error={errors.single_refund_max?.message}
      >
        {(control) => <input {...control} inputMode="decimal" {...register('single_refund_max', amountRule)} />}
      </FormField>
      <FormField label={t('adminRefunds.limits.dailyAmount')} error={errors.daily_amount?.message}>
        {(control) => <input {...control} inputMode="decimal" {...register('daily_amount', amountRule)} />}
      </FormField>
      <FormField label={t('adminRefunds.limits.dailyCount')} error={errors.daily_count?.message}>
        {(control) => <input {...control} inputMode="numeric" {...register('daily_count', countRule)} />}
      </FormField>
      <FormField label={t('adminRefunds.limits.weeklyCount')} error={errors.weekly_count?.message}>
        {(control) => <input {...control} inputMode="numeric" {...register('weekly_count', countRule)} />}
      </FormField>
      <FormCheckbox label={t('adminRefunds.limits.allowSelfApproval')}>
        {(control) => <input {...control} type="checkbox" {...register('self_approval_allowed')} />}
      </FormCheckbox>
      <div className="refund-form__buttons">
        <button type="submit" className="button" disabled={isLoading}>
          {t('adminRefunds.limits.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          {t('adminRefunds.limits.cancel')}
        </button>
      </div>
    </form>
  );
}

/** The refund limits with what today and this week have used of them; a super admin may change them. */
export function RefundLimitsSection({ report }: { report: ReportOutcome }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const user = useAppSelector(selectCurrentUser);
  const superAdmin = user?.roles.includes('super_admin') ?? false;
  const { data, isError, refetch } = useGetRefundLimitsQuery();
  const [editing, setEditing] = useState(false);

  const figure = ({ limit_type, limit_value, current_usage }: RefundLimitResponse) =>
    limit_type === 'daily_amount'
      ? t('adminRefunds.limits.usage', {
          used: formatMoney(current_usage, LIMITS_CURRENCY, language),
          limit: formatMoney(limit_value, LIMITS_CURRENCY, language),
        })
      : t('adminRefunds.limits.usage', {
          used: formatCount(current_usage, language),
          limit: formatCount(limit_value, language),
        });

  const body = () => {
    if (isError) return <AdminLoadError message={t('adminRefunds.limits.loadFailed')} onRetry={() => void refetch()} />;
    if (!data) return <Spinner />;
    return (
      <>
        <SummaryCardList
          cards={[
            {
              key: 'single_refund_max',
              label: t('adminRefunds.limits.singleRefund'),
              value: formatMoney(data.single_refund_max, LIMITS_CURRENCY, language),
            },
            ...data.limits.map((limit) => ({
              key: limit.limit_type,
              label: t(`adminRefunds.limits.types.${limit.limit_type}`),
              value: figure(limit),
            })),
            {
              key: 'self_approval',
              label: t('adminRefunds.limits.selfApproval'),
              value: data.self_approval_allowed
                ? t('adminRefunds.limits.selfApprovalAllowed')
                : t('adminRefunds.limits.selfApprovalForbidden'),
              wordy: true,
            },
          ]}
        />
        {superAdmin &&
          (editing ? (
            <LimitsForm
              limits={data}
              report={report}
              onDone={() => {
                setEditing(false);
              }}
            />
          ) : (
            <div className="refund-form__buttons">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  setEditing(true);
                }}
              >
                {t('adminRefunds.limits.edit')}
              </button>
            </div>
          ))}
      </>
    );
  };

  return (
    <section className="admin-section" aria-labelledby="refund-limits-title">
      <h2 id="refund-limits-title">{t('adminRefunds.limits.title')}</h2>
      {body()}
    </section>
  );
}
