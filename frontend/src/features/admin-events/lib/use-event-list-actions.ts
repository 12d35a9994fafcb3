import { useState } from 'react';
import { useNavigate } from 'react-router';
import { serverMessageOf } from '../../../lib/api';
import { isRecordedWrite } from '../../../lib/read-your-writes/recorded-write';
import {
  useBulkPublishEventsMutation,
  useBulkUnpublishEventsMutation,
  useCancelEventMutation,
  useDeleteEventMutation,
  useDuplicateEventMutation,
  usePublishEventMutation,
  useSetEventFeaturedMutation,
  useUnpublishEventMutation,
} from '../api/admin-events-api';
import type { BulkChange, ListOutcome, RowAction } from './list-outcome';
import type { AdminEventResponse } from '../../../lib/api-types/generated';

/** The events list's changes: each ends in one outcome to show, success or the API's reason for refusing. */
export function useEventListActions() {
  const [publish] = usePublishEventMutation();
  const [unpublish] = useUnpublishEventMutation();
  const [duplicate] = useDuplicateEventMutation();
  const [setFeatured] = useSetEventFeaturedMutation();
  const [cancel] = useCancelEventMutation();
  const [remove] = useDeleteEventMutation();
  const [bulkPublish, bulkPublishState] = useBulkPublishEventsMutation();
  const [bulkUnpublish, bulkUnpublishState] = useBulkUnpublishEventsMutation();
  const [outcome, setOutcome] = useState<ListOutcome | null>(null);
  const navigate = useNavigate();

  const rowChange = (action: Exclude<RowAction, 'duplicate'>, id: string): Promise<unknown> => {
    switch (action) {
      case 'publish':
        return publish(id).unwrap();
      case 'unpublish':
        return unpublish(id).unwrap();
      case 'feature':
      case 'unfeature':
        return setFeatured({ id, featured: action === 'feature' }).unwrap();
      case 'cancel':
        return cancel(id).unwrap();
      case 'delete':
        return remove(id).unwrap();
    }
  };

  const run = async (action: RowAction, event: AdminEventResponse) => {
    setOutcome(null);
    try {
      if (action === 'duplicate') {
        const copy = await duplicate(event.id).unwrap();
        // Saved but not yet readable (202): only the copy's id is known, so the outcome names the original.
        setOutcome({ kind: 'duplicated', name: isRecordedWrite(copy) ? event.name : copy.name, copyId: copy.id });
      } else {
        await rowChange(action, event.id);
        if (action === 'cancel' && event.tickets_sold > 0) {
          // Its buyers paid for an event that will not happen: the refund page offers a request for
          // their orders and says why the administrator was brought there.
          void navigate(`/admin/events/${encodeURIComponent(event.id)}/refund`, { state: { eventCancelled: true } });
          return;
        }
        setOutcome({ kind: 'done', action, name: event.name });
      }
    } catch (error) {
      setOutcome({ kind: 'failed', action, message: serverMessageOf(error) });
    }
  };

  /** Resolves true when the change went through, even if the API skipped some of the events. */
  const runBulk = async (change: BulkChange, ids: string[]): Promise<boolean> => {
    setOutcome(null);
    try {
      const result = await (change === 'publish' ? bulkPublish(ids) : bulkUnpublish(ids)).unwrap();
      setOutcome({ kind: 'bulk', change, updated: result.updated.length, skipped: result.skipped.length });
      return true;
    } catch (error) {
      setOutcome({ kind: 'failed', action: `bulk-${change}`, message: serverMessageOf(error) });
      return false;
    }
  };

  return {
    outcome,
    dismiss: () => {
      setOutcome(null);
    },
    run,
    runBulk,
    bulkBusy: bulkPublishState.isLoading || bulkUnpublishState.isLoading,
  };
}
