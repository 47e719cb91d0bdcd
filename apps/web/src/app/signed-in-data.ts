import type { SessionUser } from '@vitrina/domain/auth/auth.schema';
import { queryClient } from '../lib/query-client';
import { permissionsQueryOptions } from '../features/auth/api/get-permissions';
import { discountCatalogueQueryOptions } from '../lib/api/get-discount-catalogue';
import { homeAnnouncementsQueryOptions } from '../lib/api/get-home-announcements';
import { latestNotificationsQueryOptions } from '../lib/api/get-latest-notifications';
import { unreadCountQueryOptions } from '../lib/api/get-unread-count';

/**
 * The first queries of the signed-in shell (the permission catalogue the ability is built from,
 * the bell's count) and of the home (latest notifications, news, the discount catalogue), all at
 * once (loaded on demand by signed-in-preload.ts, so the login page does not carry them).
 */
export function prefetchSignedInData(user: SessionUser) {
  void queryClient.prefetchQuery(permissionsQueryOptions());
  void queryClient.prefetchQuery(unreadCountQueryOptions(user.id));
  void queryClient.prefetchQuery(latestNotificationsQueryOptions(user.id));
  void queryClient.prefetchQuery(discountCatalogueQueryOptions());
  if (user.paisId) void queryClient.prefetchQuery(homeAnnouncementsQueryOptions(user.paisId));
}
