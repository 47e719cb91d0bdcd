import { useEffect } from 'react';
import Box from '@mui/material/Box';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { TourDialog } from '../../../components/tour-dialog';
import { MONTHLY_TOUR_BUTTONS as B, monthlyTourSteps } from '@vitrina/domain/sales/monthly.tour';

const HIGHLIGHT = 'vitrina-monthly-tour-highlight';

/** The monthly guided tour per country: a small dialog that outlines each step's target. */
export function MonthlyTour({
  country,
  index,
  onIndex,
}: {
  country: CountryId;
  index: number | null;
  onIndex: (i: number | null) => void;
}) {
  const steps = monthlyTourSteps(country);
  const step = index === null ? undefined : steps[index];
  useEffect(() => {
    if (!step?.target) return;
    const el = document.querySelector<HTMLElement>(`[data-tour="${step.target}"]`);
    el?.classList.add(HIGHLIGHT);
    el?.scrollIntoView({ block: 'nearest' });
    return () => el?.classList.remove(HIGHLIGHT);
  }, [step?.target]);
  const close = () => onIndex(null);
  return (
    <>
      <Box component="style">{`.${HIGHLIGHT}{outline:3px solid #f5a524;outline-offset:2px;border-radius:8px}`}</Box>
      <TourDialog
        tour={{
          id: 'monthly-tour',
          steps,
          buttons: (i) => ({ primary: i === steps.length - 1 ? B.finish : B.next, previous: i > 0, skip: i !== steps.length - 1 }),
          labels: { skip: B.skip, previous: B.previous, close: B.close },
        }}
        index={index}
        onStep={onIndex}
        onClose={close}
      />
    </>
  );
}
