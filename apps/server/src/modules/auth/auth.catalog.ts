import { toPermission, type AuthCommon } from './auth.common';

/** The permission catalogue: the permissions and their categories. */
export function createAuthCatalog(common: AuthCommon) {
  const { repo } = common;
  return {
    async permissions() {
      return (await repo.permissions()).map(toPermission);
    },

    /** The categories with their permissions: one round trip (it was two, and a filter per category). */
    async categories() {
      return (await repo.categoriesWithPermissions()).map((c) => ({ ...c, permissions: c.permissions.map(toPermission) }));
    },
  };
}
