export const STORAGE = Symbol('STORAGE');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const DATABASE = Symbol('DATABASE');
export const PROJECTIONS = Symbol('PROJECTIONS');
