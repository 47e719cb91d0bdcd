import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { joinContractPlace } from '../db/contract-place';
import * as t from '../db/schema/index';
import { DAILY_CUTOFF_PARAM_PREFIX } from '@vitrina/domain/sales/daily.rules';

/** A contract's own columns: its id and code, whose it is (client, brand, space) and its term. */
export const contractOwnColumns = {
  contract_id: t.contracts.id,
  contract_code: t.contracts.code,
  client_id: t.contracts.client_id,
  brand_id: t.contracts.brand_id,
  space_id: t.contracts.space_id,
  start_date: t.contracts.start_date,
  end_date: t.contracts.end_date,
};

/** A contract with its space, brand, building and client: the space page's general data. */
const contractColumns = {
  ...contractOwnColumns,
  status: t.contracts.status,
  space_code: t.spaces.code,
  municipal_number: t.spaces.municipal_number,
  area_m2: t.spaces.area_m2,
  building_name: t.buildings.name,
  brand_name: t.brands.name,
  brand_logo: t.brands.logo,
  client_name: t.clients.name,
  tax_id: t.clients.tax_id,
  country_id: t.clients.country_id,
  /** the country's daily cut-off parameter, read in the same query */
  cutoff_value: sql<
    string | null
  >`(select p.value from params p where p.id = ${DAILY_CUTOFF_PARAM_PREFIX}::text || lower(${t.clients.country_id}))`,
};
export type ContractInfo = {
  contract_id: string;
  contract_code: string;
  client_id: string;
  brand_id: string;
  space_id: string;
  start_date: string;
  end_date: string;
  status: number;
  space_code: string;
  municipal_number: string | null;
  area_m2: number;
  building_name: string;
  brand_name: string;
  brand_logo: string | null;
  client_name: string;
  tax_id: string;
  country_id: string;
  cutoff_value: string | null;
};

/** The contracts of a space in the order the access rules pick from: the current one first, then the newest. */
const SPACE_ORDER = [asc(t.contracts.status), desc(t.contracts.start_date)] as const;

/** The contracts the access rules are checked on, with their general data. Queries only. */
export function createContractsRepo(db: Db) {
  const contractsQuery = (d: Db = db) => contractsWith({}, d);
  /** The contracts with more columns of each (SQL over `contracts`, e.g. a record count). */
  const contractsWith = <X extends Record<string, SQL>>(extra: X, d: Db = db) =>
    joinContractPlace(
      d
        .select({ ...contractColumns, ...extra })
        .from(t.contracts)
        .$dynamic(),
    ).innerJoin(t.clients, eq(t.clients.id, t.contracts.client_id));

  // built once and run as a named statement (on every daily-sales read and declaration)
  let ofSpace: ReturnType<typeof prepareOfSpace> | undefined;
  const prepareOfSpace = () =>
    contractsQuery()
      .where(eq(t.contracts.space_id, sql.placeholder('space')))
      .orderBy(...SPACE_ORDER)
      .prepare('contracts_of_space');

  return {
    /**
     * The contracts of a space (in `contractsOfSpace`'s order) with more columns of each, as a
     * query to finish (`.prepare`): a read that needs the contracts and something of each in one
     * round trip (the daily-sales period).
     */
    contractsOfSpaceWith: <X extends Record<string, SQL>>(extra: X) =>
      contractsWith(extra)
        .where(eq(t.contracts.space_id, sql.placeholder('space')))
        .orderBy(...SPACE_ORDER),
    contractsOfSpace: (spaceId: string) => (ofSpace ??= prepareOfSpace()).execute({ space: spaceId }) as Promise<ContractInfo[]>,
    contractsOfClient: (clientId: string) =>
      contractsQuery().where(eq(t.contracts.client_id, clientId)).orderBy(asc(t.contracts.space_id), asc(t.contracts.status)) as Promise<
        ContractInfo[]
      >,
    contractsByIds: (ids: string[]) =>
      ids.length
        ? (contractsQuery().where(inArray(t.contracts.id, ids)).orderBy(asc(t.contracts.space_id)) as Promise<ContractInfo[]>)
        : Promise.resolve([] as ContractInfo[]),
    currentContracts: (clientIds?: string[]) =>
      contractsQuery()
        .where(clientIds ? and(eq(t.contracts.status, 0), inArray(t.contracts.client_id, clientIds)) : eq(t.contracts.status, 0))
        .orderBy(asc(t.contracts.space_id)) as Promise<ContractInfo[]>,
  };
}
export type ContractsRepo = ReturnType<typeof createContractsRepo>;
