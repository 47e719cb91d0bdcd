import { useEffect } from 'react';
import { FileUploader } from '../../../components/file-uploader';
import { useFileUploads } from '../../../lib/use-file-uploads';
import { WR_TEXT as T } from '../messages';

export interface SlotFile {
  uuid: string;
  filename: string;
}

/**
 * One document slot of the wizard: 1 to 10 JPEG/JPG/PNG/PDF files of
 * at most 5 MB, each uploaded first through the file service (kind work-document). `stored` are
 * the slot's files already saved with a draft. The slot tells its files up, and registers how to
 * forget its uploads once a save linked them (else leaving the page deletes them).
 */
export function SlotUploader(props: {
  label: string;
  clientId?: string;
  stored: SlotFile[];
  onStoredRemove: (uuid: string) => void;
  onChange: (files: SlotFile[], uploading: boolean) => void;
  register: (clear: () => void) => void;
  error?: string;
}) {
  const { label, clientId, stored, onStoredRemove, onChange, register, error } = props;
  const up = useFileUploads('work-document', clientId);
  const done = up.items.filter((x) => x.status === 'done' && x.token).map((x) => ({ uuid: x.token!, filename: x.name }));
  const key = done.map((d) => d.uuid).join(',');
  useEffect(() => {
    onChange(done, up.uploading);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, up.uploading]);
  // a block, not an arrow's value: whatever register answers must not become the effect's cleanup
  useEffect(() => {
    register(up.clear);
  }, [register, up.clear]);
  return (
    <FileUploader
      label={label}
      buttonLabel={T.addFiles}
      kind="work-document"
      max={10}
      stored={stored.map((s) => ({ key: s.uuid, name: s.filename, sizeKb: 0, onRemove: () => onStoredRemove(s.uuid) }))}
      uploads={up.items}
      onAdd={up.add}
      onRemove={up.remove}
      error={error}
    />
  );
}
