import { inArray } from 'drizzle-orm';
import { AppError } from '@vitrina/domain/common/errors';
import { MSG } from '@vitrina/domain/common/messages';
import { isSwitchOn, workRequestsParamId } from '@vitrina/domain/workers/workers.rules';
import type { Db } from '../db/client';
import * as t from '../db/schema/index';

/**
 * The per-country switch of work requests, the worker registry and staffing: the params row
 * `solicitudes_trabajo_<country>` ('true' turns it on). Off, the feature's calls answer 404 as if
 * they did not exist. Shared by the modules of the feature (workers, work requests) through the
 * app's wiring.
 */
export interface FeatureSwitch {
  /** Whether the feature is on in any of the countries. */
  isOn(countryIds: readonly string[]): Promise<boolean>;
  /** 404 unless the feature is on in the country (or in any of the countries). */
  require(countryIds: string | readonly string[]): Promise<void>;
}

export function createWorkRequestsSwitch(db: Db): FeatureSwitch {
  async function isOn(countryIds: readonly string[]) {
    const ids = [...new Set(countryIds)].map(workRequestsParamId);
    if (!ids.length) return false;
    const rows = await db.select({ value: t.params.value }).from(t.params).where(inArray(t.params.id, ids));
    return rows.some((r) => isSwitchOn(r.value));
  }
  return {
    isOn,
    async require(countryIds) {
      if (!(await isOn(typeof countryIds === 'string' ? [countryIds] : countryIds))) throw new AppError('not_found', 404, MSG.notFound);
    },
  };
}
