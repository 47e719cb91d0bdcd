import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { usePublicConfig } from '../../lib/api/get-public-config';
import { LAYOUT_TEXT } from './messages';

/** Ethics-code link and support address. */
export function Footer() {
  const config = usePublicConfig().data;
  return (
    <Box
      component="footer"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        px: 3,
        py: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        justifyContent: 'space-between',
        alignItems: 'center',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        © {new Date().getFullYear()} Vitrina
      </Typography>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        {config?.ethicsUrl && (
          <Link href={config.ethicsUrl} target="_blank" rel="noopener noreferrer" variant="body2">
            {LAYOUT_TEXT.ethics}
          </Link>
        )}
        {config?.supportEmail && (
          <Typography variant="body2" color="text.secondary">
            {LAYOUT_TEXT.support}: <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>
          </Typography>
        )}
      </Box>
    </Box>
  );
}
