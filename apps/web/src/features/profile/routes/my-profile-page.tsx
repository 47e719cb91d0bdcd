import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { PROFILE_MSG } from '@vitrina/domain/profile/messages';
import { useHomePath, useSession } from '../../../lib/session';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileForm } from '../components/profile-form';
import { ProfileNotifications } from '../components/profile-notifications';
import { ProfilePreferences } from '../components/profile-preferences';
import { ProfileSummary } from '../components/profile-summary';
import { SessionsList } from '../components/sessions-list';
import { PROFILE_TEXT } from '../messages';
import { useUrlParams } from '../../../lib/url-state';

/** Tabs by their value in the URL (?tab=...), so a reload or a shared link opens the same tab. */
const TABS = [
  { value: 'perfil', label: PROFILE_MSG.tabProfile },
  { value: 'datos', label: PROFILE_MSG.tabData },
  { value: 'notificaciones', label: PROFILE_MSG.tabNotifications },
  { value: 'seguridad', label: PROFILE_MSG.tabSecurity },
] as const;
type TabValue = (typeof TABS)[number]['value'];

function Panel({ value, current, children }: { value: TabValue; current: TabValue; children: ReactNode }) {
  if (value !== current) return null;
  return (
    <Box role="tabpanel" id={`perfil-panel-${value}`} aria-labelledby={`perfil-tab-${value}`} sx={{ pt: 3 }}>
      {children}
    </Box>
  );
}

/** perfil/mi_perfil — 'Mi Perfil': Perfil, Mis datos, Notificaciones, Seguridad. */
export default function MyProfilePage() {
  const { user } = useSession();
  const home = useHomePath();
  const [params, update] = useUrlParams();
  const asked = params.get('tab');
  const tab: TabValue = TABS.some((t) => t.value === asked) ? (asked as TabValue) : 'perfil';
  if (!user) return null;

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {PROFILE_MSG.title}
      </Typography>
      <Card>
        <CardContent>
          <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Tabs
              value={tab}
              onChange={(_, v: TabValue) => update({ tab: v === 'perfil' ? null : v }, true)}
              aria-label={PROFILE_TEXT.tabsLabel}
              variant="scrollable"
              allowScrollButtonsMobile
            >
              {TABS.map((t) => (
                <Tab key={t.value} value={t.value} label={t.label} id={`perfil-tab-${t.value}`} aria-controls={`perfil-panel-${t.value}`} />
              ))}
              <Tab value="ejecutivos" label={PROFILE_MSG.tabExecutives} disabled title={PROFILE_TEXT.executivesSoon} />
            </Tabs>
          </Box>
          <Panel value="perfil" current={tab}>
            <ProfileSummary user={user} homePath={home} />
          </Panel>
          <Panel value="datos" current={tab}>
            <ProfileForm user={user} />
          </Panel>
          <Panel value="notificaciones" current={tab}>
            <ProfilePreferences />
            <ProfileNotifications userId={user.id} countryId={user.countryId} homePath={home} />
          </Panel>
          <Panel value="seguridad" current={tab}>
            <Stack spacing={5}>
              <ChangePasswordForm />
              <SessionsList countryId={user.countryId} />
            </Stack>
          </Panel>
        </CardContent>
      </Card>
    </Box>
  );
}
