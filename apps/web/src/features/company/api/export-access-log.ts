import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { accessLogPath, accessLogQueryString, type AccessLogFilters } from './get-access-log';

/** GET .../access-log/xlsx: the filtered log as a file. */
export const useExportAccessLog = (clientId: string) =>
  useMutation({
    mutationFn: (f: Omit<AccessLogFilters, 'page' | 'size'>) =>
      apiDownload(`${accessLogPath(clientId)}/xlsx`, `accesos-${clientId}.xlsx`, { query: accessLogQueryString(f) }),
  });
