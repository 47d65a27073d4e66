interface Window {
  /** The page load's session refresh, begun by public/session-start.js until ensureSession() takes it (a second use would replay the rotated cookie). */
  sessionRefreshStarted?: Promise<Response>;
}
