import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ClientsDirectory } from '../components/clients-directory';
import { useShoppingPrefix } from '../components/use-prefix';
import { CONSOLE_TEXT as T } from '../messages';

/** consola/auditoria (AUDITOR): pick a client, then one of its spaces ('Auditar') on the client's page. */
export default function AuditHomePage() {
  const prefix = useShoppingPrefix();
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{T.auditTitle}</Typography>
      <Typography color="text.secondary">{T.auditIntro}</Typography>
      <ClientsDirectory prefix={prefix} />
    </Stack>
  );
}
