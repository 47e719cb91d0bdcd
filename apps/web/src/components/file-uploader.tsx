import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { FILE_UPLOADER_TEXT as T, KIND_RULES, acceptOf, type FileKind } from '@vitrina/domain/files/files.rules';
import type { FileUpload } from '../lib/use-file-uploads';

const kb = (v: number) => `${Math.max(1, Math.round(v)).toLocaleString('es-CL')} KB`;

/** A file already stored with the record: listed with its own actions. */
export interface StoredFileItem {
  key: string;
  name: string;
  sizeKb: number;
  onDownload?: () => void;
  downloading?: boolean;
  onRemove?: () => void;
}

/**
 * The file uploader (shared): a button that opens the file picker for a kind of upload, the
 * stored files with download and remove actions, and the new uploads with their progress
 * (see useFileUploads).
 */
export function FileUploader(props: {
  label: string;
  buttonLabel: string;
  kind: FileKind;
  max: number;
  stored?: StoredFileItem[];
  uploads: FileUpload[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  /** the picker is off (the list's actions stay) */
  disabled?: boolean;
  /** every action is off (the record is being saved) */
  busy?: boolean;
  error?: string;
}) {
  const { label, buttonLabel, kind, max, stored = [], uploads, onAdd, onRemove, disabled, busy, error } = props;
  const count = stored.length + uploads.filter((u) => u.status !== 'error').length;
  const full = count >= max;
  return (
    <Box>
      <FileChooser
        label={label}
        buttonLabel={buttonLabel}
        multiple={max > 1}
        accept={acceptOf(kind)}
        disabled={disabled || busy || full}
        onFiles={(chosen) => {
          const files = chosen.slice(0, Math.max(0, max - count));
          if (files.length) onAdd(files);
        }}
      />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {T.limits(max, KIND_RULES[kind].maxBytes)}
      </Typography>
      <List dense aria-label={label}>
        {stored.map((f) => (
          <ListItem
            key={f.key}
            secondaryAction={
              <Stack direction="row" spacing={0.5}>
                {f.onDownload && (
                  <IconButton edge="end" aria-label={T.download(f.name)} onClick={f.onDownload} disabled={f.downloading}>
                    <DownloadIcon />
                  </IconButton>
                )}
                {f.onRemove && (
                  <IconButton edge="end" aria-label={T.remove(f.name)} onClick={f.onRemove} disabled={busy}>
                    <DeleteIcon />
                  </IconButton>
                )}
              </Stack>
            }
          >
            <ListItemText primary={f.name} secondary={kb(f.sizeKb)} />
          </ListItem>
        ))}
        {uploads.map((u) => (
          <ListItem
            key={u.key}
            secondaryAction={
              <IconButton edge="end" aria-label={T.remove(u.name)} onClick={() => onRemove(u.key)} disabled={busy}>
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemText
              primary={u.name}
              secondary={
                u.status === 'error' ? u.error : u.status === 'uploading' ? T.uploading(u.progress) : `${kb(u.size / 1024)} · ${T.uploaded}`
              }
              slotProps={{ secondary: { color: u.status === 'error' ? 'error' : 'text.secondary' } }}
            />
            {u.status === 'uploading' && (
              <LinearProgress
                variant="determinate"
                value={u.progress}
                aria-label={T.progressOf(u.name)}
                sx={{ position: 'absolute', left: 16, right: 56, bottom: 2 }}
              />
            )}
          </ListItem>
        ))}
      </List>
      {error && (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
    </Box>
  );
}

/** A picker's label, its hidden file input and the button that opens it. */
export function FileChooser(p: {
  label: string;
  buttonLabel: string;
  small?: boolean;
  multiple: boolean;
  accept: string;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  testId?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Typography id={`${id}-label`} variant="subtitle2" sx={{ mb: 0.5 }}>
        {p.label}
      </Typography>
      <input
        ref={input}
        id={id}
        type="file"
        hidden
        multiple={p.multiple}
        accept={p.accept}
        aria-labelledby={`${id}-label`}
        data-testid={p.testId}
        onChange={(e) => {
          p.onFiles([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      <Button
        variant="outlined"
        size={p.small ? 'small' : undefined}
        startIcon={<AttachFileIcon />}
        disabled={p.disabled}
        onClick={() => input.current?.click()}
      >
        {p.buttonLabel}
      </Button>
    </>
  );
}
