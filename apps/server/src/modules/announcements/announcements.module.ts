import type { ModulePlugin } from '../../plugins/deps';
import { createAnnouncementsAdminRepo, createAnnouncementsRepo } from './announcements.repo';
import { createAnnouncementLinks, createAnnouncementsService } from './announcements.service';
import { announcementsRoutes } from './announcements.routes';
import { createAnnouncementsAdminService } from './announcements.admin.service';
import { announcementsAdminRoutes } from './announcements.admin.routes';

/** Announcements (/api/fo/announcements): the tenants' reading and the publishers' administration. */
export const announcementsModule: ModulePlugin = async (app, { database, clock, access, storage, links }) => {
  const announcementLinks = createAnnouncementLinks(links);
  const announcementsRepo = createAnnouncementsRepo(database.db);
  await app.register(announcementsRoutes, {
    prefix: '/api/fo/announcements',
    service: createAnnouncementsService({ repo: announcementsRepo, links: announcementLinks, storage, clock, access }),
  });
  await app.register(announcementsAdminRoutes, {
    prefix: '/api/fo/announcements',
    service: createAnnouncementsAdminService({
      repo: createAnnouncementsAdminRepo(database.db),
      read: announcementsRepo,
      links: announcementLinks,
      storage,
      clock,
    }),
  });
};
