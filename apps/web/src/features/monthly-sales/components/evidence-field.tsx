import type { CountryId } from '@vitrina/domain/countries/countries';
import { MONTHLY_MSG } from '@vitrina/domain/sales/monthly.messages';
import { MONTHLY_FILE_KIND, MONTHLY_MAX_FILES } from '@vitrina/domain/sales/monthly.rules';
import type { MonthlySale } from '@vitrina/domain/sales/monthly.schema';
import { FileUploader } from '../../../components/file-uploader';
import { useFileDownload } from '../../../lib/use-file-download';
import type { FileUpload } from '../../../lib/use-file-uploads';

const L = MONTHLY_MSG.labels;

/**
 * The evidence files of a monthly sale: the country's kind and count, the files
 * linked to the saved sale (download through a signed link, unlink) and the new uploads.
 */
export function EvidenceField(props: {
  country: CountryId;
  linked: MonthlySale['files'];
  uploads: FileUpload[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  onUnlink?: (token: string) => void;
  disabled?: boolean;
  busy?: boolean;
  error?: string;
}) {
  const { country, linked, onUnlink, ...rest } = props;
  const { download, downloading } = useFileDownload(country);
  const max = MONTHLY_MAX_FILES[country];
  return (
    <FileUploader
      {...rest}
      label={L.evidence}
      buttonLabel={max > 1 ? L.attachMany : L.attach}
      kind={MONTHLY_FILE_KIND[country]}
      max={max}
      stored={linked.map((f) => ({
        key: f.token,
        name: f.OriginalName,
        sizeKb: f.Size,
        downloading: downloading === f.path,
        onDownload: () => download({ bucket: f.bucket, path: f.path, name: f.OriginalName }),
        onRemove: onUnlink && (() => onUnlink(f.token)),
      }))}
    />
  );
}
