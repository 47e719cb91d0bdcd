/** Front-end version, fixed at build time by vite.config.ts ('desconocido' when git was absent). */
declare const __APP_VERSION__: {
  branch: string;
  commit: string;
  date: string;
  tag: string;
};
