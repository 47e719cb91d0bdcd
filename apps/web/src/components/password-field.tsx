import { useState } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { TextInput, type TextInputProps } from '../../../components/text-input';
import { AUTH_TEXT } from '../messages';

type Props = Omit<TextInputProps, 'type' | 'endAdornment'> & {
  /** show the 'Mostrar contraseña' / 'Ocultar contraseña' toggle */
  toggle?: boolean;
};

/** A password field with an optional visibility toggle. */
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
              aria-label={visible ? AUTH_TEXT.hidePassword : AUTH_TEXT.showPassword}
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
