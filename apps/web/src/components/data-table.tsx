import { createContext, forwardRef, useContext, type HTMLAttributes, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Theme } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export interface Column<T> {
  key: string;
  header: ReactNode;
  /** cell content; '--' for null/undefined */
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /**
   * the header of a row (th scope="row"); on small screens, the title of the row's card, after
   * its `cardLabel` when it has one ('Folio 1004')
   */
  rowHeader?: boolean;
  /** the label of this value in a small-screen card when the header alone is ambiguous ('Boletas bruto') */
  cardLabel?: string;
  /**
   * the row's buttons or menu: in a small-screen card they sit beside the title, always visible
   * and outside the card's expand button (a button inside a button is neither valid nor usable)
   */
  cardAction?: boolean;
  /** what a small-screen card shows instead of `render` (plain text where the table has a link: the card's title is a button) */
  cardRender?: (row: T) => ReactNode;
  /** shown only in the small-screen cards (a card's own link beside its title), not as a table column */
  cardOnly?: boolean;
}

export interface DataTableProps<T> {
  caption: string;
  /** a wide table that scrolls sideways: its container is a labelled region reachable by keyboard */
  scrollable?: boolean;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  loading?: boolean;
  emptyText?: string;
  /** header rows drawn above the column headers (grouped headers) */
  groupHeader?: ReactNode;
  footer?: ReactNode;
  rowSx?: (row: T) => object | undefined;
  /**
   * Below 600 px wide, show one expandable card per row instead of the table: the row-header
   * column and `summary` in the card's title, every other column as a label and value inside.
   */
  cards?: { summary?: (row: T) => ReactNode };
}

const show = (v: ReactNode) => (v === null || v === undefined || v === '' ? '--' : v);

/** the actions of the card being drawn, for its heading */
const CardActions = createContext<ReactNode>(null);

/**
 * The heading slot of a card's Accordion: the h3 holding the expand button, and the row's actions
 * beside it, outside the button.
 */
const CardHeading = forwardRef<HTMLDivElement, HTMLAttributes<HTMLHeadingElement> & { ownerState?: unknown }>(function CardHeading(
  { ownerState: _ownerState, children, ...rest },
  ref,
) {
  const actions = useContext(CardActions);
  return (
    <Box ref={ref} sx={{ display: 'flex', alignItems: 'center' }}>
      <Box component="h3" {...rest} sx={{ all: 'unset', display: 'block', flex: 1, minWidth: 0 }}>
        {children}
      </Box>
      <Box sx={{ flexShrink: 0, pr: 1, display: 'flex', alignItems: 'center', gap: 1 }}>{actions}</Box>
    </Box>
  );
});

function DataCards<T>(p: DataTableProps<T>) {
  const title = p.columns.find((c) => c.rowHeader);
  const actions = p.columns.filter((c) => c.cardAction);
  const rest = p.columns.filter((c) => c !== title && !c.cardAction);
  if (p.loading)
    return (
      <Stack spacing={1} aria-busy="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  if (p.rows.length === 0) {
    return (
      <Box sx={{ py: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">{p.emptyText ?? 'No hay datos'}</Typography>
      </Box>
    );
  }
  return (
    <Box role="list" aria-label={p.caption}>
      {p.rows.map((r) => {
        const key = p.rowKey(r);
        const card = (
          <Accordion
            key={key}
            role="listitem"
            disableGutters
            sx={p.rowSx?.(r)}
            slots={actions.length ? { heading: CardHeading } : undefined}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`card-${key}`} id={`card-${key}-title`}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', width: '100%' }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {title ? (
                    <>
                      {title.cardLabel && `${title.cardLabel} `}
                      {show((title.cardRender ?? title.render)(r))}
                    </>
                  ) : (
                    key
                  )}
                </Typography>
                {p.cards?.summary?.(r)}
              </Stack>
            </AccordionSummary>
            <AccordionDetails id={`card-${key}`}>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
                {rest.map((c) => (
                  <Box key={c.key} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {c.cardLabel ?? c.header}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                      {show((c.cardRender ?? c.render)(r))}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </AccordionDetails>
          </Accordion>
        );
        if (!actions.length) return card;
        return (
          <CardActions.Provider
            key={key}
            value={actions.map((c) => (
              <Box key={c.key}>{c.render(r)}</Box>
            ))}
          >
            {card}
          </CardActions.Provider>
        );
      })}
    </Box>
  );
}

/** A plain accessible table: caption, header cells, '--' for missing values, loading and empty rows. */
export function DataTable<T>(p: DataTableProps<T>) {
  const small = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  if (p.cards && small) return <DataCards {...p} />;
  const columns = p.columns.filter((c) => !c.cardOnly);
  const n = columns.length;
  return (
    <TableContainer sx={{ overflowX: 'auto' }} {...(p.scrollable ? { tabIndex: 0, role: 'region', 'aria-label': p.caption } : {})}>
      <Table size="small">
        <caption style={{ position: 'absolute', left: -9999 }}>{p.caption}</caption>
        <TableHead>
          {p.groupHeader}
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.align} sx={{ fontWeight: 600 }}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {p.loading &&
            Array.from({ length: 5 }, (_, i) => (
              <TableRow key={`s${i}`}>
                <TableCell colSpan={n}>
                  <Skeleton />
                </TableCell>
              </TableRow>
            ))}
          {!p.loading && p.rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={n}>
                <Box sx={{ py: 3, textAlign: 'center' }}>
                  <Typography color="text.secondary">{p.emptyText ?? 'No hay datos'}</Typography>
                </Box>
              </TableCell>
            </TableRow>
          )}
          {!p.loading &&
            p.rows.map((r) => (
              <TableRow key={p.rowKey(r)} sx={p.rowSx?.(r)}>
                {columns.map((c) => {
                  const v = c.render(r);
                  return (
                    <TableCell
                      key={c.key}
                      align={c.align}
                      component={c.rowHeader ? 'th' : 'td'}
                      scope={c.rowHeader ? 'row' : undefined}
                      // a right-aligned column holds figures: an amount ('$ 1.545.240') never breaks across lines
                      sx={c.align === 'right' ? { whiteSpace: 'nowrap' } : undefined}
                    >
                      {show(v)}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
        </TableBody>
        {p.footer}
      </Table>
    </TableContainer>
  );
}
