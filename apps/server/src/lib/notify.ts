/** What a module tells a user in their bell. */
export interface Notice {
  title: string;
  /** rich HTML, sanitised on the way in like every notification's */
  body: string;
  /** 'media' unless said */
  importance?: 'alta' | 'media' | 'baja';
  /** the notification's button: a path of the web app and its label */
  action?: { url: string; label: string };
}

/**
 * The one way a module notifies users (the notifications module's public face, app.notify):
 * stored, sanitised and pushed live to their open portals on every instance, like every
 * notification. `by` is the user whose action caused it, or null for the portal's own.
 */
export type Notify = (userIds: string | readonly string[], notice: Notice, by?: string | null) => Promise<void>;
