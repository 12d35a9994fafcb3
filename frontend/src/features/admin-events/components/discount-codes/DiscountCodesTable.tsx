import { useTranslation } from 'react-i18next';
import { formatCount, formatDateTime } from '../../../../components/admin/admin-format';
import { DataTable } from '../../../../components/admin/DataTable';
import { StatusBadge } from '../../../../components/admin/StatusBadge';
import { useLanguage } from '../../../../i18n/use-language';
import { formatMoney } from '../../../../lib/money/money';
import type { AdminTicketTypeResponse, DiscountCodeResponse } from '../../../../lib/api-types/generated';

export type CodeAction = 'edit' | 'usage' | 'remove';

interface DiscountCodesTableProps {
  codes: DiscountCodeResponse[];
  /** The event's ticket types, to name those a code is limited to. */
  ticketTypes: AdminTicketTypeResponse[];
  onAction: (action: CodeAction, code: DiscountCodeResponse) => void;
}

const ACTIONS: CodeAction[] = ['edit', 'usage', 'remove'];

export function DiscountCodesTable({ codes, ticketTypes, onAction }: DiscountCodesTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const column = (key: 'discount' | 'valid' | 'usage' | 'appliesTo' | 'state') =>
    t(`adminTickets.codes.columns.${key}`);
  const typeName = (id: string) => ticketTypes.find((type) => type.id === id)?.name[language] ?? id;
  const discount = (code: DiscountCodeResponse) =>
    code.discount_type === 'percent'
      ? `${formatCount(code.value, language)} %`
      : formatMoney(code.value, code.currency, language);

  return (
    <DataTable
      caption={t('adminTickets.codes.table')}
      rows={codes}
      rowKey={({ id }) => id}
      emptyText={t('adminTickets.codes.empty')}
      columns={[
        { key: 'code', header: t('adminTickets.codes.columns.code'), kind: 'name', cell: (code) => code.code },
        { key: 'discount', header: column('discount'), kind: 'number', cell: discount },
        {
          key: 'valid',
          header: column('valid'),
          cell: (code) => (
            <span>
              {formatDateTime(code.valid_from, language)} – {formatDateTime(code.valid_until, language)}
            </span>
          ),
        },
        {
          key: 'usage',
          header: column('usage'),
          kind: 'number',
          cell: (code) => (
            <>
              {code.used_count} / {code.usage_limit ?? '∞'}
            </>
          ),
        },
        {
          key: 'appliesTo',
          header: column('appliesTo'),
          cell: (code) =>
            code.ticket_type_ids.length === 0
              ? t('adminTickets.codes.allTypes')
              : code.ticket_type_ids.map(typeName).join(', '),
        },
        {
          key: 'state',
          header: column('state'),
          cell: (code) => (
            <StatusBadge tone={code.is_active ? 'success' : 'muted'}>
              {t(code.is_active ? 'adminTickets.codes.active' : 'adminTickets.codes.inactive')}
            </StatusBadge>
          ),
        },
        {
          key: 'actions',
          header: t('admin.kit.actions'),
          kind: 'buttons',
          hideHeader: true,
          cell: (code) =>
            ACTIONS.map((action) => (
              <button
                key={action}
                type="button"
                className="button button--secondary"
                aria-label={t(`adminTickets.codes.${action}One`, { code: code.code })}
                onClick={() => {
                  onAction(action, code);
                }}
              >
                {t(`adminTickets.codes.${action}`)}
              </button>
            )),
        },
      ]}
    />
  );
}
