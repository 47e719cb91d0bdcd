import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { receivesNow, type WorkRequestTypeId } from '@vitrina/domain/work-requests/work-requests.rules';
import { isCountryId } from '@vitrina/domain/countries/countries';
import { useRequestBuildings } from '../api/get-request-buildings';
import { WR_TEXT as T } from '../messages';

export interface TypeChoice {
  type: WorkRequestTypeId;
  buildingId: string;
  contractId: string;
}

/**
 * The type dialog: 'Trabajo normal' or 'Corte y soldadura', a mall, then a store
 * of that mall, the notice; 'Continuar' opens the safety terms, and accepting them goes on.
 */
export function TypeDialog(props: { open: boolean; onClose: () => void; onContinue: (c: TypeChoice) => void; now?: Date }) {
  const { open, onClose, onContinue } = props;
  const buildings = useRequestBuildings();
  const [type, setType] = useState<WorkRequestTypeId | ''>('');
  const [buildingId, setBuildingId] = useState('');
  const [contractId, setContractId] = useState('');
  const [terms, setTerms] = useState(false);
  const building = buildings.data?.find((b) => b.id === buildingId);
  const country = building && isCountryId(building.country_id) ? building.country_id : 'CHL';
  const open_ = useMemo(() => receivesNow(props.now ?? new Date(), country), [props.now, country]);
  const ready = !!type && !!buildingId && !!contractId;
  return (
    <>
      <Dialog open={open && !terms} onClose={onClose} aria-labelledby="wr-type-title" fullWidth maxWidth="sm">
        <DialogTitle id="wr-type-title">{T.typeTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormControl>
              <FormLabel id="wr-type-label">{T.typeLabel}</FormLabel>
              <RadioGroup row aria-labelledby="wr-type-label" value={type} onChange={(e) => setType(e.target.value as WorkRequestTypeId)}>
                <FormControlLabel value="trabajo_normal" control={<Radio />} label={T.normal} />
                <FormControlLabel value="corte_y_soldadura" control={<Radio />} label={T.cutting} />
              </RadioGroup>
            </FormControl>
            <TextField
              select
              label={T.mall}
              value={buildingId}
              onChange={(e) => {
                setBuildingId(e.target.value);
                setContractId('');
              }}
              helperText={buildings.data && !buildings.data.length ? T.noStores : undefined}
            >
              {(buildings.data ?? []).map((b) => (
                <MenuItem key={b.id} value={b.id}>
                  {b.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label={T.store} value={contractId} disabled={!building} onChange={(e) => setContractId(e.target.value)}>
              {(building?.spaces ?? []).map((s) => (
                <MenuItem key={s.contract_id} value={s.contract_id}>
                  {`${s.space_num} · ${s.brand_name}`}
                </MenuItem>
              ))}
            </TextField>
            <Alert severity={open_ ? 'info' : 'warning'}>
              {T.notice}
              {open_ ? '' : ` ${T.closedNow}`}
            </Alert>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{T.cancel}</Button>
          <Button variant="contained" disabled={!ready} onClick={() => setTerms(true)}>
            {T.continue}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={open && terms} onClose={() => setTerms(false)} aria-labelledby="wr-terms-title" fullWidth maxWidth="sm">
        <DialogTitle id="wr-terms-title">{T.termsTitle}</DialogTitle>
        <DialogContent>
          <List dense>
            {T.terms.map((x) => (
              <ListItem key={x} sx={{ display: 'list-item', listStyle: 'disc', ml: 2 }}>
                {x}
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setTerms(false)}>{T.cancel}</Button>
          <Button
            variant="contained"
            onClick={() => {
              setTerms(false);
              if (type) onContinue({ type, buildingId, contractId });
            }}
          >
            {T.accept}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
