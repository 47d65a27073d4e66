interface Window {
  /** The page load's session refresh, begun by public/session-start.js until ensureSession() takes it (a second use would replay the rotated cookie). */
  sessionRefreshStarted?: Promise<Response>;
  /** The first list of the screen opened, begun by public/session-start.js until takeEarlyJson() takes it: its JSON, or null when it failed. */
  earlyRequest?: { url: string; json: Promise<unknown> };
}
