import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ClientsDirectory } from '../components/clients-directory';
import { useShoppingPrefix } from '../components/use-prefix';
import { CONSOLE_TEXT as T } from '../messages';

/** consola/clientes: the clients directory (read:Directory, every internal role). */
export default function ClientsPage() {
  const prefix = useShoppingPrefix();
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{T.clientsTitle}</Typography>
      <Typography color="text.secondary">{T.clientsIntro}</Typography>
      <ClientsDirectory prefix={prefix} />
    </Stack>
  );
}
