import TextField from '@mui/material/TextField';
import { type TextFieldProps } from '@mui/material/TextField';
import { COMMENT_MAX } from '@vitrina/domain/sales/daily.rules';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'helperText'> & {
  value: string;
  onChange: (value: string) => void;
  /** the comment's message; without one, the count of characters used */
  error?: string | null;
};

/** A day's comment: several lines, at most COMMENT_MAX characters, the count (or the message) under it. */
export function CommentField({ value, onChange, error, ...rest }: Props) {
  return (
    <TextField
      multiline
      {...rest}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error ?? `${value.length}/${COMMENT_MAX}`}
      slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
    />
  );
}
