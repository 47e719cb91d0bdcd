import {
  DOC_SLOTS,
  REQUIRED_STEPS,
  WORKER_DOCS,
  WORK_REQUEST_TYPES,
  WORK_REQUEST_TYPE_NAMES,
  slotsFor,
} from '@vitrina/domain/work-requests/work-requests.rules';
import type { WorkRequestListQuery } from '@vitrina/domain/work-requests/work-requests.schema';
import { memberClientIds, memberCountries } from '../access/membership';
import { holds } from '../access/require';
import { requireWorkRequestWriter, workRequestListClients, workRequestStores } from '../access/require-work-requests';
import { type Caller, noRequest, type WorkRequestsCommon } from './work-requests.common';

/** The reads: the request types, the caller's buildings and stores, the list, one request, its documents' links. */
export function createWorkRequestsReads(common: WorkRequestsCommon) {
  const { deps, repo, feature, scopeOf, toDto, load } = common;
  return {
    /** GET /types: the request types with the documents each worker needs and the document slots. */
    types: async (caller: Caller) => {
      await feature.require(memberCountries(await scopeOf(caller)));
      return WORK_REQUEST_TYPES.map((id) => ({
        id,
        type_name: WORK_REQUEST_TYPE_NAMES[id],
        worker_docs: WORKER_DOCS[id].map((d) => ({ id: d })),
        doc_slots: slotsFor(id).map((s) => ({ key: s.key, doc_type: s.doc_type, label: s.label })),
        approver_roles: REQUIRED_STEPS[id],
      }));
    },

    /** GET /buildings: the caller's shopping centres with the stores it raises requests for. */
    async buildings(caller: Caller) {
      const scope = await scopeOf(caller);
      requireWorkRequestWriter(scope);
      await feature.require(memberCountries(scope));
      const on = new Map<string, boolean>();
      for (const c of memberCountries(scope)) on.set(c, await feature.isOn([c]));
      const stores = workRequestStores(scope, await repo.stores(memberClientIds(scope))).filter((s) => on.get(s.country_id));
      const byBuilding = new Map<string, { id: string; name: string; country_id: string; spaces: object[] }>();
      for (const s of stores) {
        const b = byBuilding.get(s.building_id) ?? { id: s.building_id, name: s.building_name, country_id: s.country_id, spaces: [] };
        b.spaces.push({
          space_id: s.space_id,
          space_num: s.space_num,
          brand_name: s.brand_name,
          contract_id: s.contract_id,
          client_tax_id: s.tax_id,
          client_id: s.client_id,
        });
        byBuilding.set(s.building_id, b);
      }
      return [...byBuilding.values()] as {
        id: string;
        name: string;
        country_id: string;
        spaces: {
          space_id: string;
          space_num: string;
          brand_name: string;
          contract_id: string;
          client_tax_id: string;
          client_id: string;
        }[];
      }[];
    },

    async list(caller: Caller, q: WorkRequestListQuery) {
      const scope = await scopeOf(caller);
      const asked = q.clients
        ? q.clients
            .split(',')
            .map((c) => c.trim())
            .filter(Boolean)
            .slice(0, 20)
        : undefined;
      const clientIds = workRequestListClients(scope, asked);
      await feature.require(clientIds.map((c) => c.slice(0, 3)));
      const filter = {
        clientIds,
        wholeClients: clientIds.filter((c) => holds(scope, c, 'manage:Client')),
        userId: scope.userId,
        number: q.number,
        type: q.type,
        status: q.status,
        from: q.date_from,
        to: q.date_to,
      };
      const [rows, total] = await Promise.all([repo.page(filter, q.size, (q.page - 1) * q.size), repo.count(filter)]);
      return { content: rows.map(toDto), total_elements: total };
    },

    async get(caller: Caller, id: number) {
      return toDto((await load(await scopeOf(caller), id)).w);
    },

    /** GET /{uuid}/files: the request's documents with signed, expiring links (requester's side and approvers). */
    async files(caller: Caller, uuid: string) {
      const scope = await scopeOf(caller);
      const found = await repo.byUuid(uuid);
      if (!found) throw noRequest();
      const { w } = await load(scope, found.id);
      const links = await deps.files.signedUrls(
        caller,
        w.files.map((f) => f.uuid),
      );
      const names = new Map<string, string>(DOC_SLOTS.map((s) => [s.doc_type, s.label]));
      return w.files
        .filter((f) => links.has(f.uuid))
        .map((f) => ({
          id: f.uuid,
          filename: f.filename,
          url: links.get(f.uuid)!,
          mimetype: f.mime,
          doc_type: f.doc_type,
          doc_type_name: names.get(f.doc_type) ?? f.doc_type,
        }));
    },
  };
}
