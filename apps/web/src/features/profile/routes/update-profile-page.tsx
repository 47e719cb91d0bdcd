import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { PROFILE_MSG } from '@vitrina/domain/profile/messages';
import { useHomePath, useSession } from '../../../lib/session';
import { ProfileForm } from '../components/profile-form';
import { PROFILE_TEXT } from '../messages';

/** perfil/updatePerfil — 'Mis datos' on its own page; back to the profile after saving. */
export default function UpdateProfilePage() {
  const { user } = useSession();
  const home = useHomePath();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <Box>
      <Button component={RouterLink} to={`${home}/perfil/mi_perfil`} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {PROFILE_TEXT.back}
      </Button>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {PROFILE_MSG.tabData}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {PROFILE_TEXT.dataIntro}
      </Typography>
      <Card>
        <CardContent>
          <ProfileForm user={user} onSaved={() => navigate(`${home}/perfil/mi_perfil`)} />
        </CardContent>
      </Card>
    </Box>
  );
}
