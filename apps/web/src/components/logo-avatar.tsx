import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';

/** A brand's or company's logo from its signed link; its initial when there is none or it does not load. */
export function LogoAvatar({ url, name, size = 80 }: { url: string | null; name: string; size?: number }) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const broken = !!url && brokenUrl === url;
  return url && !broken ? (
    <Avatar
      src={url}
      alt={`${COMPANY_MSG.logo} ${name}`}
      variant="rounded"
      sx={{ width: size, height: size }}
      slotProps={{ img: { onError: () => setBrokenUrl(url) } }}
    />
  ) : (
    <Avatar variant="rounded" sx={{ width: size, height: size }} aria-label={broken ? COMPANY_MSG.imageUnavailable : undefined}>
      {name[0]}
    </Avatar>
  );
}
