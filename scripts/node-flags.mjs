/** The node flags an environment variable holds (API_NODE_OPTIONS, WORKER_NODE_OPTIONS: scripts/lib.sh sets them), as arguments. */
export const nodeFlagsOf = (name) => (process.env[name] ?? '').split(/\s+/).filter(Boolean);
