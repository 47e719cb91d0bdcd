import type { SessionUser } from '@vitrina/domain/auth/auth.schema';
import { queryClient } from '../lib/query-client';
import { getSession } from '../lib/session';
import { permissionsQueryOptions } from '../features/auth/api/get-permissions';
import { countryFeaturesQueryOptions, featuresCountryOf } from '../lib/api/get-country-features';
import { pendingDebitNotesQueryOptions } from '../lib/api/debit-notes';
import { discountCatalogueQueryOptions } from '../lib/api/get-discount-catalogue';
import { homeAnnouncementsQueryOptions } from '../lib/api/get-home-announcements';
import { latestNotificationsQueryOptions } from '../lib/api/get-latest-notifications';
import { unreadCountQueryOptions } from '../lib/api/get-unread-count';
import { unshownNotificationsQueryOptions } from '../lib/api/get-unshown-notifications';

/**
 * The first queries of the signed-in shell (the permission catalogue the ability is built from,
 * the country's switches the menu and the route guard read, the bell's count, the notifications
 * not yet shown as toasts, the charge notes waiting at sign-in) and of the home (latest
 * notifications, news, the discount catalogue), all at once (loaded on demand by
 * signed-in-preload.ts, so the login page does not carry them). Called at sign-in only, so the
 * charge notes are those of a fresh sign-in, as the shell's dialog asks.
 */
export function prefetchSignedInData(user: SessionUser) {
  void queryClient.prefetchQuery(permissionsQueryOptions());
  void queryClient.prefetchQuery(countryFeaturesQueryOptions(featuresCountryOf(user, getSession().selectedClientId)));
  void queryClient.prefetchQuery(unreadCountQueryOptions(user.id));
  void queryClient.prefetchQuery(latestNotificationsQueryOptions(user.id));
  if (user.paisId) void queryClient.prefetchQuery(homeAnnouncementsQueryOptions(user.paisId));
  void queryClient.prefetchQuery(discountCatalogueQueryOptions());
  void queryClient.prefetchQuery(unshownNotificationsQueryOptions(user.id));
  void queryClient.prefetchQuery(pendingDebitNotesQueryOptions());
}
