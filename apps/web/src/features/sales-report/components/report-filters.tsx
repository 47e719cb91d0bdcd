import Stack from '@mui/material/Stack';
import type { UrlChanges } from '../../../lib/url-state';
import { OptionSelect } from '../../../components/option-select';
import { REPORT_TEXT } from '../messages';
import { DateField } from '../../../components/date-field';

/** A day of the filters; an emptied period day keeps the URL as it is until a whole day is typed (a comparison day is removed). */
const dateField = (label: string, name: string, value: string, set: (c: UrlChanges) => void, optional = false) => (
  <DateField
    key={name}
    label={label}
    size="small"
    value={value}
    onChange={(day) => (day || optional) && set({ [name]: day || null })}
    min="2000-01-01"
    max="2099-12-31"
    sx={{ minWidth: { sm: 160 } }}
  />
);

/** The report's filters, kept in the URL: the period, a second period to compare, grouping and measure. */
export function ReportFilters({
  params,
  set,
  defaults,
  withCompare = true,
  withGroup = true,
}: {
  params: URLSearchParams;
  set: (c: UrlChanges) => void;
  defaults: { from: string; to: string };
  withCompare?: boolean;
  withGroup?: boolean;
}) {
  return (
    <Stack
      component="fieldset"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', border: 0, p: 0, m: 0, mb: 2 }}
    >
      <legend style={{ position: 'absolute', left: -9999 }}>{REPORT_TEXT.filters}</legend>
      {/* a period day keeps the other one the URL has now (the page may not have rendered the last change yet), else the default */}
      {dateField(REPORT_TEXT.from, 'from', params.get('from') ?? defaults.from, (c) => set({ ...c, to: (now) => now ?? defaults.to }))}
      {dateField(REPORT_TEXT.to, 'to', params.get('to') ?? defaults.to, (c) => set({ ...c, from: (now) => now ?? defaults.from }))}
      {withCompare && dateField(REPORT_TEXT.compareFrom, 'compare_from', params.get('compare_from') ?? '', set, true)}
      {withCompare && dateField(REPORT_TEXT.compareTo, 'compare_to', params.get('compare_to') ?? '', set, true)}
      {withGroup && (
        <OptionSelect
          label={REPORT_TEXT.group}
          options={REPORT_TEXT.groups}
          value={params.get('group') ?? 'space'}
          onChange={(group) => set({ group })}
          minWidth={170}
        />
      )}
      <OptionSelect
        label={REPORT_TEXT.measure}
        options={REPORT_TEXT.measures}
        value={params.get('measure') ?? 'bruto'}
        onChange={(measure) => set({ measure })}
        minWidth={150}
      />
    </Stack>
  );
}
