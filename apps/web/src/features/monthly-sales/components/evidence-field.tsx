import { useId, useRef } from 'react';
import { Box, Button, IconButton, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { acceptOf, type FileKind } from '@vitrina/domain/files/files.rules';
import { MONTHLY_MSG } from '@vitrina/domain/sales/monthly.messages';
import type { MonthlySale } from '@vitrina/domain/sales/monthly.schema';
import type { EvidenceUpload } from './use-evidence-uploads';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('es-CL')} KB`;

/** The evidence files of a monthly sale: the linked ones (unlink) and the new uploads with progress. */
export function EvidenceField(props: {
  kind: FileKind;
  max: number;
  linked: MonthlySale['files'];
  uploads: EvidenceUpload[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  onUnlink?: (token: string) => void;
  disabled?: boolean;
  error?: string;
}) {
  const { kind, max, linked, uploads, onAdd, onRemove, onUnlink, disabled, error } = props;
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const count = linked.length + uploads.filter((u) => u.status !== 'error').length;
  const full = count >= max;
  return (
    <Box>
      <Typography id={`${id}-label`} variant="subtitle2" sx={{ mb: 0.5 }}>{MONTHLY_MSG.labels.evidence}</Typography>
      <input
        ref={input} id={id} type="file" hidden multiple={max > 1} accept={acceptOf(kind)} data-testid="evidence-input"
        aria-labelledby={`${id}-label`}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])].slice(0, Math.max(0, max - count));
          if (files.length) onAdd(files);
          e.target.value = '';
        }}
      />
      <Button variant="outlined" startIcon={<AttachFileIcon />} disabled={disabled || full} onClick={() => input.current?.click()}>
        {max > 1 ? MONTHLY_MSG.labels.attachMany : MONTHLY_MSG.labels.attach}
      </Button>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {max > 1 ? `Hasta ${max} archivos` : 'Un archivo'} de hasta 5MB
      </Typography>
      <List dense aria-label="Archivos de evidencia">
        {linked.map((f) => (
          <ListItem key={f.token} secondaryAction={onUnlink && (
            <IconButton edge="end" aria-label={`Quitar ${f.OriginalName}`} onClick={() => onUnlink(f.token)}><DeleteIcon /></IconButton>
          )}>
            <ListItemText primary={f.OriginalName} secondary={`${Math.round(f.Size).toLocaleString('es-CL')} KB`} />
          </ListItem>
        ))}
        {uploads.map((u) => (
          <ListItem key={u.key} secondaryAction={
            <IconButton edge="end" aria-label={`Quitar ${u.name}`} onClick={() => onRemove(u.key)}><DeleteIcon /></IconButton>
          }>
            <ListItemText
              primary={u.name}
              secondary={u.status === 'error' ? u.error : u.status === 'uploading' ? `Subiendo… ${u.progress}%` : `${kb(u.size)} · Subido`}
              slotProps={{ secondary: { color: u.status === 'error' ? 'error' : 'text.secondary' } }}
            />
            {u.status === 'uploading' && (
              <LinearProgress variant="determinate" value={u.progress} aria-label={`Progreso de ${u.name}`} sx={{ position: 'absolute', left: 16, right: 56, bottom: 2 }} />
            )}
          </ListItem>
        ))}
      </List>
      {error && <Typography role="alert" color="error" variant="body2">{error}</Typography>}
    </Box>
  );
}
