import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';

/**
 * The four flags, simplified, as small SVGs: emoji flags are drawn as two letters or empty boxes
 * where the system has no emoji font (Windows, most Linux desktops).
 */
const FLAGS: Record<CountryId, ReactNode> = {
  CHL: (
    <>
      <rect width="30" height="20" fill="#d52b1e" />
      <rect width="30" height="10" fill="#fff" />
      <rect width="10" height="10" fill="#0039a6" />
      <path d="M5 2.2l.9 2.7h2.8l-2.3 1.7.9 2.7L5 7.6 2.7 9.3l.9-2.7-2.3-1.7h2.8z" fill="#fff" />
    </>
  ),
  PER: (
    <>
      <rect width="30" height="20" fill="#d91023" />
      <rect x="10" width="10" height="20" fill="#fff" />
    </>
  ),
  ARG: (
    <>
      <rect width="30" height="20" fill="#74acdf" />
      <rect y="6.67" width="30" height="6.67" fill="#fff" />
      <circle cx="15" cy="10" r="2.2" fill="#f6b40e" />
    </>
  ),
  COL: (
    <>
      <rect width="30" height="20" fill="#ce1126" />
      <rect width="30" height="15" fill="#003893" />
      <rect width="30" height="10" fill="#fcd116" />
    </>
  ),
};

/** A country's flag (decorative) and name, as on the profile and company pages. */
export function CountryName({ id }: { id: CountryId }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box
        component="svg"
        viewBox="0 0 30 20"
        aria-hidden
        sx={{ width: 21, height: 14, flexShrink: 0, borderRadius: '2px', boxShadow: '0 0 0 1px rgba(0,0,0,0.15)' }}
      >
        {FLAGS[id]}
      </Box>
      {COUNTRIES[id].name}
    </Box>
  );
}
