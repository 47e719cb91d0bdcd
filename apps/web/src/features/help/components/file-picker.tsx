import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { HELP_MSG, TICKET_LIMITS } from '@vitrina/domain/help/help.rules';
import { acceptOf } from '@vitrina/domain/files/files.rules';
import { FileChooser } from '../../../components/file-uploader';
import { HELP_TEXT as T } from '../messages';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('es-CL')} KB`;

/** The message for a set of files over the ticket's limits, or undefined. */
export function filesProblem(files: File[], max: number = TICKET_LIMITS.files) {
  if (files.length > max) return HELP_MSG.tooManyFiles;
  if (files.reduce((s, f) => s + f.size, 0) > TICKET_LIMITS.totalBytes) return HELP_MSG.tooLarge;
  return undefined;
}

/** Files chosen to go with a ticket or an answer (sent with it as multipart), at most `max`. */
export function FilePicker(props: { label: string; files: File[]; onChange: (files: File[]) => void; max?: number; disabled?: boolean }) {
  const { label, files, onChange, max = TICKET_LIMITS.files, disabled } = props;
  const problem = filesProblem(files, max);
  return (
    <Box>
      <FileChooser
        label={label}
        buttonLabel={T.attach}
        small
        multiple={max > 1}
        accept={acceptOf('ticket')}
        disabled={disabled || files.length >= max}
        testId="ticket-files"
        onFiles={(chosen) => onChange([...files, ...chosen])}
      />
      {files.length > 0 && (
        <List dense>
          {files.map((f, i) => (
            <ListItem
              key={`${f.name}-${i}`}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={T.removeFile(f.name)}
                  onClick={() => onChange(files.filter((_, j) => j !== i))}
                  disabled={disabled}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={f.name} secondary={kb(f.size)} />
            </ListItem>
          ))}
        </List>
      )}
      {problem && (
        <Typography color="error" variant="body2" role="alert">
          {problem}
        </Typography>
      )}
    </Box>
  );
}
