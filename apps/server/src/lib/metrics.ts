import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's metrics in Prometheus' text format (prom-client), one registry per app. The HTTP
 * plugin (plugins/metrics.ts) counts requests and uploads; a module adds what only it knows with
 * `gauge(name, help, read)`, read at each scrape — the notification streams do, and so can a mail
 * outbox (its depth and its oldest message's age):
 *
 *     app.metrics.gauge('vitrina_mail_outbox_depth', 'Mails waiting to be sent', () => outbox.depth());
 */
export interface Metrics {
  readonly registry: Registry;
  /** A gauge whose value `read` gives at each scrape (a number, or a promise of one). */
  gauge(name: string, help: string, read: () => number | Promise<number>): void;
  /** One answered request: its route's pattern (not its URL), method, status and duration. */
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  /** Multipart uploads being received now. */
  readonly uploadsInFlight: Gauge;
}

export function createMetrics(opts: { poolStats?: () => { total: number; idle: number; waiting: number } } = {}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'vitrina_http_requests_total',
    help: 'Answered HTTP requests by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'vitrina_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const uploadsInFlight = new Gauge({
    name: 'vitrina_uploads_in_flight',
    help: 'Multipart uploads being received now',
    registers: [registry],
  });
  const gauge: Metrics['gauge'] = (name, help, read) => {
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(await read());
      },
    });
  };
  const pool = opts.poolStats;
  if (pool) {
    gauge('vitrina_db_pool_connections', 'Database pool connections open', () => pool().total);
    gauge('vitrina_db_pool_in_use', 'Database pool connections lent to a query now', () => pool().total - pool().idle);
    gauge('vitrina_db_pool_waiting', 'Queries waiting for a database pool connection', () => pool().waiting);
  }
  return {
    registry,
    gauge,
    uploadsInFlight,
    observeRequest(route, method, status, seconds) {
      const labels = { route, method, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
  };
}
