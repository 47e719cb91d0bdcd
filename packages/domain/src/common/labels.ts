/**
 * A closed set of ids with the Spanish label of each, written once as the labels' keys: `ids`
 * lists them in the labels' order (a non-empty tuple, so that z.enum takes it) and `labels` maps
 * each id to its label.
 */
export const labelled = <K extends string>(labels: Record<K, string>) => ({
  ids: Object.keys(labels) as [K, ...K[]],
  labels,
});
