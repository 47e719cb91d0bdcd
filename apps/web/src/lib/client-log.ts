/**
 * A small in-memory log of the browser session (warnings, errors, unhandled failures) that the
 * about page offers as 'Descargar logs' in the development environment.
 */
interface LogEntry {
  at: string;
  level: 'warn' | 'error';
  message: string;
}

const MAX_ENTRIES = 500;
const entries: LogEntry[] = [];
let installed = false;

function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

function record(level: LogEntry['level'], args: unknown[]) {
  entries.push({ at: new Date().toISOString(), level, message: args.map(describe).join(' ') });
  if (entries.length > MAX_ENTRIES) entries.shift();
}

export function installClientLog() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  for (const level of ['warn', 'error'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      record(level, args);
      original(...args);
    };
  }
  window.addEventListener('error', (e) => record('error', [e.message]));
  window.addEventListener('unhandledrejection', (e) => record('error', [e.reason]));
}

/** Save the log (with the front-end version) as a text file. */
export function downloadClientLog() {
  const header = `Vitrina web ${JSON.stringify(__APP_VERSION__)}\n${navigator.userAgent}\n\n`;
  const body = entries.map((e) => `${e.at} ${e.level.toUpperCase()} ${e.message}`).join('\n');
  const url = URL.createObjectURL(new Blob([header, body], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `vitrina-logs-${new Date().toISOString().slice(0, 19).replace(/:/g, '-')}.txt`;
  a.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
