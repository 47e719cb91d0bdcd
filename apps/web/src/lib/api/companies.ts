import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Brand, ClientSpace, Company, Contact, Contract, ContractDetail } from '@vitrina/domain/companies/companies.schema';
import { apiRequest } from '../api-client';
import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';
import { resourceKeys } from '../query-keys';

/**
 * Calls of companies, brands and contracts under /fo/companies. Shared by the
 * company, brands and contracts features and the create-contact wizard.
 */
const base = '/fo/companies';

const companies = resourceKeys('companies');

/**
 * Query keys of companies and what hangs from them (brands, contracts, stores, contacts), all
 * under `all`: saving any of them, or the create-contact wizard, refreshes every one (a new
 * 'Jefe de Local' appears at once).
 */
export const companyKeys = {
  ...companies,
  contacts: (id: string) => [...companies.all, 'contacts', id] as const,
  brands: (id: string) => [...companies.all, 'brands', id] as const,
  contracts: (id: string) => [...companies.all, 'contracts', id] as const,
  contract: (id: string) => [...companies.all, 'contract', id] as const,
  brand: (id: string) => [...companies.all, 'brand', id] as const,
  brandSpaces: (id: string) => [...companies.all, 'brand-spaces', id] as const,
  brandContacts: (id: string) => [...companies.all, 'brand-contacts', id] as const,
  candidates: (id: string) => [...companies.all, 'candidates', id] as const,
  store: (id: string) => [...companies.all, 'store', id] as const,
  storeChiefs: (id: string) => [...companies.all, 'store-managers', id] as const,
};

export const companyQuery = (id: string) =>
  queryOptions({
    queryKey: companyKeys.detail(id),
    queryFn: () => apiRequest<Company>(`${base}/empresas/${encodeURIComponent(id)}`),
  });
export const companyContactsQuery = (id: string) =>
  queryOptions({
    queryKey: companyKeys.contacts(id),
    queryFn: () => apiRequest<Contact[]>(`${base}/empresas/${encodeURIComponent(id)}/contactos`),
  });
export const companyBrandsQuery = (id: string) =>
  queryOptions({
    queryKey: companyKeys.brands(id),
    queryFn: () => apiRequest<Brand[]>(`${base}/empresas/${encodeURIComponent(id)}/marcas`),
  });
export const companyContractsQuery = (id: string) =>
  queryOptions({
    queryKey: companyKeys.contracts(id),
    queryFn: () => apiRequest<Contract[]>(`${base}/empresas/${encodeURIComponent(id)}/contratos`),
  });
export const contractQuery = (id: string) =>
  queryOptions({
    queryKey: companyKeys.contract(id),
    queryFn: () => apiRequest<ContractDetail>(`${base}/contratos/${encodeURIComponent(id)}`),
  });
export const brandQuery = (id: string) =>
  queryOptions({
    queryKey: companyKeys.brand(id),
    queryFn: () => apiRequest<Brand>(`${base}/marcas/${encodeURIComponent(id)}`),
  });
export const brandSpacesQuery = (id: string) =>
  queryOptions({
    queryKey: companyKeys.brandSpaces(id),
    queryFn: () => apiRequest<ClientSpace[]>(`${base}/marcas/${encodeURIComponent(id)}/espacios`),
  });
export const brandContactsQuery = (id: string) =>
  queryOptions({
    queryKey: companyKeys.brandContacts(id),
    queryFn: () => apiRequest<Contact[]>(`${base}/marcas/${encodeURIComponent(id)}/contactos`),
  });
export const brandAdminCandidatesQuery = (id: string) =>
  queryOptions({
    queryKey: companyKeys.candidates(id),
    queryFn: () => apiRequest<Contact[]>(`${base}/marcas/${encodeURIComponent(id)}/administradores/candidatos`),
  });

export const useCompany = (id: string) => useQuery({ ...companyQuery(id), enabled: !!id });
export const useCompanyContacts = (id: string, enabled = true) => useQuery({ ...companyContactsQuery(id), enabled: !!id && enabled });
export const useCompanyBrands = (id: string, enabled = true) => useQuery({ ...companyBrandsQuery(id), enabled: !!id && enabled });
export const useCompanyContracts = (id: string) => useQuery({ ...companyContractsQuery(id), enabled: !!id });
export const useContract = (id: string | null) => useQuery({ ...contractQuery(id ?? ''), enabled: !!id });
export const useBrand = (id: string) => useQuery({ ...brandQuery(id), enabled: !!id });
export const useBrandSpaces = (id: string) => useQuery({ ...brandSpacesQuery(id), enabled: !!id });
export const useBrandContacts = (id: string) => useQuery({ ...brandContactsQuery(id), enabled: !!id });
export const useBrandAdminCandidates = (id: string, enabled: boolean) =>
  useQuery({ ...brandAdminCandidatesQuery(id), enabled: !!id && enabled });

/** POST /marcas/{id}/administradores; refreshes every company and brand list. */
export function useAssignBrandAdmin(brandId: string) {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: { fallback: COMPANY_MSG.roleAssignError } },
    mutationFn: (usuarioId: string) =>
      apiRequest<{ message: string }>(`${base}/marcas/${encodeURIComponent(brandId)}/administradores`, {
        method: 'POST',
        body: { usuarioId },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
