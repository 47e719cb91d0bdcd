/**
 * Query keys: one factory shape for every resource (all / lists / list(q) / details / detail(id)),
 * with a resource's other queries under its `all`, so a mutation invalidates `all` (or a part)
 * through these keys, never through hand-written arrays. Resources of one feature keep their
 * factory in the feature's `api/query-keys.ts`; the shared ones are here.
 */
export function resourceKeys<const N extends string>(name: N) {
  const all = [name] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    /** `q`: whatever selects the list (scope, filters, page) */
    list: (q: object = {}) => [...all, 'list', q] as const,
    details: () => [...all, 'detail'] as const,
    /** `q`: whatever else the one record's answer depends on (the client it is read for) */
    detail: (id: string | number, q: object = {}) => [...all, 'detail', id, q] as const,
  };
}

const config = resourceKeys('config');
const permissions = resourceKeys('permissions');
const actuator = resourceKeys('actuator');
const notifications = resourceKeys('notifications');
const announcements = resourceKeys('announcements');
const profile = resourceKeys('profile');
const debitNotes = resourceKeys('debit-notes');
const resetTokens = resourceKeys('reset-tokens');
const consoleClients = resourceKeys('console-clients');

export const queryKeys = {
  config: { ...config, public: () => [...config.all, 'public'] as const },
  /** the permission catalogue: the list, and the same grouped by category */
  permissions: { ...permissions, categories: () => [...permissions.all, 'categories'] as const },
  actuator: { ...actuator, info: () => [...actuator.all, 'info'] as const },
  notifications: {
    ...notifications,
    unreadCount: (userId: string) => [...notifications.all, 'unread-count', userId] as const,
    latest: (userId: string) => [...notifications.all, 'latest', userId] as const,
    unshown: (userId: string) => [...notifications.all, 'unshown', userId] as const,
  },
  announcements: {
    ...announcements,
    home: (country: string) => [...announcements.all, 'home', country] as const,
    createdAt: (country: string, createdAt: string, id: string) => [...announcements.all, 'created-at', country, createdAt, id] as const,
  },
  profile: {
    ...profile,
    sessions: () => [...profile.all, 'sessions'] as const,
    preferences: () => [...profile.all, 'preferences'] as const,
    buildings: (userId: string) => [...profile.all, 'buildings', userId] as const,
  },
  debitNotes: { ...debitNotes, pending: () => [...debitNotes.all, 'pending'] as const },
  resetTokens,
  /** the staff console's clients directory and client pages (the audit page refreshes their daily-sales counts) */
  consoleClients,
};
