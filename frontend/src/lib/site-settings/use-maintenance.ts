import { useEffect, useRef } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useIsAdmin } from '../session/hooks';
import { selectMaintenanceAnnouncement } from './maintenance-slice';
import { MAINTENANCE_RECHECK_MS, useGetPublicSettingsQuery } from './public-settings-api';

/**
 * Whether this visitor should see the maintenance page instead of the shop. Administrators keep the
 * shop (the server lets their calls through), so they can look at it before opening it again. While
 * the page shows, the settings are read again now and then so it lifts itself when maintenance ends.
 */
export function useUnderMaintenance(): boolean {
  const isAdmin = useIsAdmin();
  const announcement = useAppSelector(selectMaintenanceAnnouncement);
  const { data, isFetching, refetch } = useGetPublicSettingsQuery();
  const closed = !isAdmin && (announcement !== null || data?.maintenanceMode === true);
  // A second subscription only for the polling, which the first cannot know it needs before rendering.
  useGetPublicSettingsQuery(undefined, { pollingInterval: MAINTENANCE_RECHECK_MS, skip: !closed });

  // A refused call got there first: read the settings afresh (once, after any read already under
  // way), for the contacts and for the word on whether it has ended.
  const askedAfter = useRef<number | null>(null);
  useEffect(() => {
    if (announcement === null || isFetching || askedAfter.current === announcement) return;
    askedAfter.current = announcement;
    void refetch();
  }, [announcement, isFetching, refetch]);

  return closed;
}
