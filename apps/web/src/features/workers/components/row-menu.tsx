import { useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { Column } from '../../../components/data-table';

/** One action of a row's menu: its label, what it does to the row, and the rows it is offered for (all when absent). */
export type RowMenuItem<R> = [label: string, run: (row: R) => void, shown?: (row: R) => boolean];

/** A row's menu of actions, at its button: choosing one closes the menu, then runs it on the row. */
export function RowMenu<R>(p: { open: { anchor: HTMLElement; row: R } | null; onClose: () => void; items: RowMenuItem<R>[] }) {
  return (
    <Menu anchorEl={p.open?.anchor} open={!!p.open} onClose={p.onClose}>
      {p.items
        .filter(([, , shown]) => !shown || (p.open && shown(p.open.row)))
        .map(([label, run]) => (
          <MenuItem
            key={label}
            onClick={() => {
              run(p.open!.row);
              p.onClose();
            }}
          >
            {label}
          </MenuItem>
        ))}
    </Menu>
  );
}

/**
 * A table's row menu: the actions column (a '⋮' button named `actionsOf(row)`, beside the title in
 * a small-screen card) and the menu it opens, with the actions given to `menu`.
 */
export function useRowMenu<R>(header: string, actionsOf: (row: R) => string) {
  const [open, setOpen] = useState<{ anchor: HTMLElement; row: R } | null>(null);
  const column: Column<R> = {
    key: 'actions',
    header,
    align: 'right',
    cardAction: true,
    render: (row) => (
      <IconButton aria-label={actionsOf(row)} onClick={(e: MouseEvent<HTMLElement>) => setOpen({ anchor: e.currentTarget, row })}>
        <MoreVertIcon />
      </IconButton>
    ),
  };
  const menu = (items: RowMenuItem<R>[]) => <RowMenu open={open} onClose={() => setOpen(null)} items={items} />;
  return { column, menu };
}
