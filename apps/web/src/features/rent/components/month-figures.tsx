import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { formatMoneyIn } from '@vitrina/domain/countries/countries';
import type { RentMonth } from '@vitrina/domain/rent/rent.month';
import { RENT_TEXT } from '../messages';
import { RentFigure } from './rent-figure';

/** A month's figures: the sales, the minimum, the percentage rent, the rent due and the next breakpoint, each explained. */
export function MonthFigures({ month, currency, title }: { month: RentMonth; currency: string; title: string }) {
  const money = (v: number) => formatMoneyIn(v, currency);
  const f = month.figuras;
  if (!f) return <Alert severity="info">{month.aviso}</Alert>;
  return (
    <Box
      role="group"
      aria-label={title}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' },
      }}
    >
      <RentFigure label={RENT_TEXT.sales} value={money(month.ventas)} explanation={f.explicacion.ventas} />
      <RentFigure label={RENT_TEXT.minimum} value={money(f.rentaMinima)} explanation={f.explicacion.minima} />
      <RentFigure label={RENT_TEXT.percentage} value={money(f.rentaPorcentaje)} explanation={f.explicacion.porcentaje} />
      <RentFigure
        strong
        label={RENT_TEXT.due}
        value={money(f.rentaAPagar)}
        note={
          f.aplica === 'porcentaje'
            ? `${RENT_TEXT.dueIs.porcentaje}: ${RENT_TEXT.overMinimum(money(f.sobreMinimo))}`
            : RENT_TEXT.dueIs[f.aplica]
        }
        explanation={f.explicacion.aPagar}
      />
      <RentFigure
        label={RENT_TEXT.nextTier}
        value={f.proximoTramo ? money(f.proximoTramo.desde) : RENT_TEXT.noNextTier}
        note={f.proximoTramo ? RENT_TEXT.salesNeeded(money(f.proximoTramo.faltan)) : undefined}
        explanation={f.explicacion.proximoTramo}
      />
    </Box>
  );
}
