export const STORAGE = Symbol('STORAGE');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const DATABASE = Symbol('DATABASE');
export const PROJECTIONS = Symbol('PROJECTIONS');
/** JobLeases: which background jobs this process runs (docs/operations.md, "Who runs the background jobs"). */
export const JOB_LEASES = Symbol('JOB_LEASES');
