import type { Db } from '../../db/client';
import { createAnnouncementsAdminQueries } from './announcements.repo.common';
import { createAnnouncementRecordsRepo } from './announcements.admin.repo.records';
import { createAnnouncementRecipientsRepo } from './announcements.recipients.repo';

/**
 * Queries of the announcement administration (internal staff): the announcements
 * (announcements.admin.repo.records.ts) and their recipients (announcements.recipients.repo.ts).
 */
export function createAnnouncementsAdminRepo(db: Db) {
  const q = createAnnouncementsAdminQueries(db);
  return { ...createAnnouncementRecordsRepo(q), ...createAnnouncementRecipientsRepo(q) };
}

export type AnnouncementsAdminRepo = ReturnType<typeof createAnnouncementsAdminRepo>;
