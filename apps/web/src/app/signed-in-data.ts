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

/** Which of the first queries to start: the home's, and the charge notes waiting at sign-in. */
export interface FirstQueries {
  home: boolean;
  pendingDebitNotes: boolean;
}

/**
 * The first queries of the signed-in shell (the permission catalogue the ability is built from,
 * the country's switches the menu and the route guard read, the bell's count and latest
 * notifications, the notifications not yet shown as toasts), the charge notes waiting at sign-in
 * (the shell's dialog asks for them once per sign-in) and the home's (news, the discount
 * catalogue), all at once (loaded on demand by signed-in-preload.ts, so the login page does not
 * carry them). At sign-in all of them; when a stored session is renewed on load, the home's only
 * on the home and the charge notes only while the sign-in's dialog has not been dealt with.
 */
export function prefetchSignedInData(user: SessionUser, first: FirstQueries) {
  void queryClient.prefetchQuery(permissionsQueryOptions());
  void queryClient.prefetchQuery(countryFeaturesQueryOptions(featuresCountryOf(user, getSession().selectedClientId)));
  void queryClient.prefetchQuery(unreadCountQueryOptions(user.id));
  void queryClient.prefetchQuery(latestNotificationsQueryOptions(user.id));
  if (first.home && user.paisId) void queryClient.prefetchQuery(homeAnnouncementsQueryOptions(user.paisId));
  if (first.home) void queryClient.prefetchQuery(discountCatalogueQueryOptions());
  void queryClient.prefetchQuery(unshownNotificationsQueryOptions(user.id));
  if (first.pendingDebitNotes) void queryClient.prefetchQuery(pendingDebitNotesQueryOptions());
}
