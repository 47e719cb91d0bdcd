import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';
import { RecordNotice } from './load-state';

/** A company's or a brand's record still loading or failed: `RecordNotice` with the companies' texts. */
export function CompanyRecordNotice(p: { query: { isPending: boolean; refetch: () => unknown }; title: string; errorText: string }) {
  return <RecordNotice {...p} loadingText={COMPANY_MSG.companyLoading} retryLabel={COMPANY_MSG.retry} />;
}
