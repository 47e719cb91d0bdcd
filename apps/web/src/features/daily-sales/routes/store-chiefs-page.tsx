import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api-client';
import { selectedClientOf, useSession } from '../../../lib/session';
import { useSpacesOverview } from '../api/get-spaces-overview';
import { StoreChiefsPanel } from '../components/store-chiefs-panel';
import { DS_TEXT } from '../messages';

/**
 * espacio/{espacioId}/encargados and marca/{contratoId}/encargados: the space's
 * store chiefs, found by space id or by contract id.
 */
export default function StoreChiefsPage() {
  const { espacioId, contratoId, country } = useParams();
  const { user, selectedClientId } = useSession();
  const client = user ? selectedClientOf(user, selectedClientId) : undefined;
  const overview = useSpacesOverview(contratoId ? client?.id : undefined);
  const back = (
    <Button component={RouterLink} to={`/${country}/shopping/espacio/locales`}>
      {DS_TEXT.backToSpaces}
    </Button>
  );

  let spaceId = espacioId;
  let title: string | undefined;
  if (!spaceId && contratoId) {
    if (overview.isPending) return <Skeleton variant="rectangular" height={200} />;
    if (overview.isError) return <Alert severity="error">{errorMessage(overview.error)}</Alert>;
    const s = overview.data.spaces.find((x) => x.generalData.contract_int_code === contratoId || x.generalData.contrato === contratoId);
    if (!s) return <EmptyState text={DS_TEXT.noSpaces} action={back} />;
    spaceId = s.generalData.space_int_code;
    title = `${s.generalData.marca} · ${s.generalData.local} · ${s.generalData.edificio}`;
  }
  if (!spaceId) return <EmptyState text={DS_TEXT.noSpaces} action={back} />;

  return (
    <Stack spacing={2}>
      <Box>{back}</Box>
      <Typography variant="h1">{DS_TEXT.storeChiefsPageTitle}</Typography>
      {title && <Typography color="text.secondary">{title}</Typography>}
      <StoreChiefsPanel spaceId={spaceId} />
    </Stack>
  );
}
