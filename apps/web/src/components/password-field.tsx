import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { TextInput, type TextInputProps } from './text-input';

export const PASSWORD_FIELD_TEXT = {
  show: 'Mostrar contraseña',
  hide: 'Ocultar contraseña',
} as const;

type Props = Omit<TextInputProps, 'type' | 'endAdornment'> & {
  /** show the 'Mostrar contraseña' / 'Ocultar contraseña' toggle */
  toggle?: boolean;
};

/** A password field with an optional visibility toggle (sign-in, set-password and profile). */
export function PasswordField({ toggle = true, ...props }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        toggle ? (
          <InputAdornment position="end">
            <IconButton
              aria-label={visible ? PASSWORD_FIELD_TEXT.hide : PASSWORD_FIELD_TEXT.show}
              onClick={() => setVisible((v) => !v)}
              onMouseDown={(e) => e.preventDefault()}
              edge="end"
            >
              {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
            </IconButton>
          </InputAdornment>
        ) : undefined
      }
    />
  );
}
