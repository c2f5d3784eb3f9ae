export * from './auth.js';
export * from './catalogue.js';
export * from './site.js';
export * from './activity.js';
export * from './storage.js';
export * from './imports.js';
export * from './assistant.js';
export * from './orders.js';
