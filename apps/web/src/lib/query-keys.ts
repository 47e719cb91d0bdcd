/**
 * Query-key factory, one entry per resource (all / lists / list(q) / detail(id)).
 * Mutations invalidate through these keys, never through hand-written arrays.
 */
export const queryKeys = {
  config: {
    all: ['config'] as const,
    public: () => [...queryKeys.config.all, 'public'] as const,
  },
  permissions: {
    all: ['permissions'] as const,
    list: () => [...queryKeys.permissions.all, 'list'] as const,
    categories: () => [...queryKeys.permissions.all, 'categories'] as const,
  },
  actuator: {
    all: ['actuator'] as const,
    info: () => [...queryKeys.actuator.all, 'info'] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    unreadCount: (userId: string) => [...queryKeys.notifications.all, 'unread-count', userId] as const,
    latest: (userId: string) => [...queryKeys.notifications.all, 'latest', userId] as const,
    unshown: (userId: string) => [...queryKeys.notifications.all, 'unshown', userId] as const,
    list: (userId: string, q: object) => [...queryKeys.notifications.all, 'list', userId, q] as const,
  },
  announcements: {
    all: ['announcements'] as const,
    list: () => [...queryKeys.announcements.all, 'list'] as const,
    home: (country: string) => [...queryKeys.announcements.all, 'home', country] as const,
    detail: (id: string) => [...queryKeys.announcements.all, 'detail', id] as const,
    createdAt: (country: string, createdAt: string) => [...queryKeys.announcements.all, 'created-at', country, createdAt] as const,
  },
  profile: {
    all: ['profile'] as const,
    sessions: () => [...queryKeys.profile.all, 'sessions'] as const,
    buildings: (userId: string) => [...queryKeys.profile.all, 'buildings', userId] as const,
  },
  debitNotes: {
    all: ['debit-notes'] as const,
    pending: () => [...queryKeys.debitNotes.all, 'pending'] as const,
    list: (clientId: string, q: object) => [...queryKeys.debitNotes.all, 'list', clientId, q] as const,
  },
};
