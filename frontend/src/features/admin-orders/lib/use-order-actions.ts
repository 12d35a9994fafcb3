import { useState } from 'react';
import { serverMessageOf } from '../../../lib/api';
import { fieldErrorsOn, type FieldErrorOn } from '../../../lib/field-errors';
import {
  useBulkRefundMutation,
  useCancelOrderMutation,
  useConfirmBankTransferMutation,
  useExportOrdersMutation,
  useRecordRefundPaidOutMutation,
  useResendConfirmationMutation,
  useRetryRefundMutation,
  useVoidTicketsMutation,
  type ExportFormat,
  type SecondAdminReason,
} from '../api/admin-orders-api';
import type { BulkRefundValues } from '../components/BulkRefundDialog';
import type { CancelOrderValues } from '../components/CancelOrderDialog';
import type { ConfirmTransferValues } from '../components/ConfirmTransferDialog';
import type { VoidTicketsValues } from '../components/VoidTicketsDialog';
import type { BulkRefundOrdersRequest, OrderFilters, OrderRefundResponse } from '../../../lib/api-types/generated';

/** The failures, one per kind of change (docs/web.md, "Screen rules"). */
export type Failure =
  | 'refundFailed'
  | 'resendFailed'
  | 'bulkFailed'
  | 'exportFailed'
  | 'cancelFailed'
  | 'transferFailed'
  | 'paidOutFailed'
  | 'voidFailed';

/** The outcome of the last change, kept as data so its text follows a language switch. */
export type OrderOutcome =
  | { kind: 'refunded'; amount: number; currency: string }
  /** Not refunded yet: a refund request now waits for a second admin's approval. */
  | { kind: 'sentForApproval'; amount: number; currency: string; reason: SecondAdminReason }
  | { kind: 'resent' }
  | { kind: 'retried' }
  | { kind: 'cancelled' }
  | { kind: 'voided'; tickets: number }
  | { kind: 'transferConfirmed' }
  | { kind: 'paidOut'; amount: number; currency: string }
  | { kind: 'bulk'; requests: number; orders: number }
  /** `message` is the API's own words; undefined when it gave none. */
  | { kind: 'failed'; failure: Failure; message: string | undefined };

/**
 * How a change ended: done or not, and the server's refusals of fields of the form that asked for it,
 * which that form shows on its fields instead of an outcome here.
 */
export interface Attempt<Field extends string = never> {
  done: boolean;
  refused: FieldErrorOn<Field>[];
}

// The fields of the dialogs that ask for a change, on which the server's refusals of them are shown.
const BULK_REFUND_FIELDS: readonly (keyof BulkRefundValues)[] = ['reason', 'admin_password_confirmation'];
const CANCEL_ORDER_FIELDS: readonly (keyof CancelOrderValues)[] = ['reason'];
const CONFIRM_TRANSFER_FIELDS: readonly (keyof ConfirmTransferValues)[] = ['amount'];
const VOID_TICKETS_FIELDS: readonly (keyof VoidTicketsValues)[] = ['reason'];

/** The orders screens' changes: each ends in one outcome to show, success or the API's reason for refusing. */
export function useOrderActions() {
  const [outcome, setOutcome] = useState<OrderOutcome | null>(null);
  const [resend] = useResendConfirmationMutation();
  const [retry] = useRetryRefundMutation();
  const [cancel] = useCancelOrderMutation();
  const [voidTickets] = useVoidTicketsMutation();
  const [confirmTransfer] = useConfirmBankTransferMutation();
  const [recordPaidOut] = useRecordRefundPaidOutMutation();
  const [bulkRefund, bulkState] = useBulkRefundMutation();
  const [exportOrders, exportState] = useExportOrdersMutation();

  const attempt = async <Field extends string = never>(
    change: () => Promise<OrderOutcome | null>,
    failure: Failure,
    formFields: readonly Field[] = [],
  ): Promise<Attempt<Field>> => {
    setOutcome(null);
    try {
      setOutcome(await change());
      return { done: true, refused: [] };
    } catch (error) {
      const refused = fieldErrorsOn(error, formFields);
      if (refused.length === 0) setOutcome({ kind: 'failed', failure, message: serverMessageOf(error) });
      return { done: false, refused };
    }
  };

  return {
    outcome,
    dismiss: () => {
      setOutcome(null);
    },
    /** A refund the dialog has already sent. */
    refunded: (amount: number, currency: string) => {
      setOutcome({ kind: 'refunded', amount, currency });
    },
    /** A refund the dialog sent that the refund policy made a request for a second admin. */
    sentForApproval: (amount: number, currency: string, reason: SecondAdminReason) => {
      setOutcome({ kind: 'sentForApproval', amount, currency, reason });
    },
    resend: (orderId: string) =>
      attempt(async () => {
        await resend(orderId).unwrap();
        return { kind: 'resent' };
      }, 'resendFailed'),
    retry: (orderId: string, refundId: string) =>
      attempt(async () => {
        await retry({ orderId, refundId }).unwrap();
        return { kind: 'retried' };
      }, 'refundFailed'),
    cancel: (orderId: string, reason: string) =>
      attempt(
        async () => {
          await cancel({ orderId, reason }).unwrap();
          return { kind: 'cancelled' };
        },
        'cancelFailed',
        CANCEL_ORDER_FIELDS,
      ),
    /** Tickets staff take back: the door refuses them from now on. */
    voidTickets: (orderId: string, ticketIds: string[], reason: string) =>
      attempt(
        async () => {
          await voidTickets({ orderId, ticketIds, reason }).unwrap();
          return { kind: 'voided', tickets: ticketIds.length };
        },
        'voidFailed',
        VOID_TICKETS_FIELDS,
      ),
    confirmTransfer: (orderId: string, amount: number) =>
      attempt(
        async () => {
          await confirmTransfer({ orderId, amount }).unwrap();
          return { kind: 'transferConfirmed' };
        },
        'transferFailed',
        CONFIRM_TRANSFER_FIELDS,
      ),
    /** A refund left to staff, which they have paid back from the shop's account. */
    paidOut: (orderId: string, refund: OrderRefundResponse) =>
      attempt(async () => {
        await recordPaidOut({ orderId, refundId: refund.id }).unwrap();
        return { kind: 'paidOut', amount: refund.amount, currency: refund.currency };
      }, 'paidOutFailed'),
    bulkRefund: (args: BulkRefundOrdersRequest) =>
      attempt(
        async () => {
          const { refund_requests } = await bulkRefund(args).unwrap();
          return {
            kind: 'bulk',
            requests: refund_requests.length,
            orders: refund_requests.reduce((sum, request) => sum + request.orders_count, 0),
          };
        },
        'bulkFailed',
        BULK_REFUND_FIELDS,
      ),
    // The download speaks for itself: success shows nothing.
    exportOrders: (filters: OrderFilters, format: ExportFormat) =>
      attempt(async () => {
        await exportOrders({ filters, format }).unwrap();
        return null;
      }, 'exportFailed'),
    bulkBusy: bulkState.isLoading,
    exportBusy: exportState.isLoading,
  };
}
