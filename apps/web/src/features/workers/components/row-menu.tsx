import { Menu, MenuItem } from '@mui/material';

/** A row's menu of actions, at its button: choosing one closes the menu, then runs it on the row. */
export function RowMenu<R>(p: {
  open: { anchor: HTMLElement; row: R } | null;
  onClose: () => void;
  items: [label: string, run: (row: R) => void][];
}) {
  return (
    <Menu anchorEl={p.open?.anchor} open={!!p.open} onClose={p.onClose}>
      {p.items.map(([label, run]) => (
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
